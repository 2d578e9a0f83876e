#ifndef C_APP_REGISTRATION_H
#define C_APP_REGISTRATION_H

/// Calls the test target's `openuikit_register_ui_test_apps()` when one is linked in (uikit-port
/// writes it for a ported UI test target: it registers the app with XCUIApplication.registerApp).
/// Returns 1 when there was one to call, 0 when there was none.
int openuikit_call_ui_test_app_registration(void);

#endif
