#include "CAppRegistration.h"

// A weak reference: the test executable links the test target's objects beside XCUIAutomation's,
// so the definition is found when a test target gives one, and is null otherwise.
extern void openuikit_register_ui_test_apps(void) __attribute__((weak));

int openuikit_call_ui_test_app_registration(void) {
    if (!openuikit_register_ui_test_apps) return 0;
    openuikit_register_ui_test_apps();
    return 1;
}
