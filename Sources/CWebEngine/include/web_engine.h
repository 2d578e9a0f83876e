// OpenUIKit's web engine: WebKitGTK pages in off-screen windows, behind a small C interface so that
// the WebKit module needs no GTK headers (it imports this @_implementationOnly). Everything here
// runs on the main thread; callbacks come from oui_web_pump.
#ifndef OUI_WEB_ENGINE_H
#define OUI_WEB_ENGINE_H

#include <stddef.h>
#include <stdint.h>

typedef struct oui_web_page oui_web_page;
typedef struct oui_web_decision oui_web_decision;
typedef struct oui_web_dialog oui_web_dialog;

/// What a page tells its owner. `user` is the pointer given to oui_web_page_new.
typedef struct {
    /// 0 started, 1 redirected, 2 committed, 3 finished (WebKitLoadEvent).
    void (*load_changed)(void *user, int event);
    /// A load failed: `provisional` before it committed; the error's domain, code and message.
    void (*load_failed)(void *user, int provisional, const char *uri, const char *domain, int code, const char *message);
    /// A property changed: 0 title, 1 uri, 2 estimated progress, 3 is-loading, 4 back-forward list.
    void (*notify)(void *user, int property);
    /// A navigation (kind 0), a new window (kind 1) or a response (kind 2) to decide: the owner keeps
    /// `decision` and answers with oui_web_decision_answer once.
    void (*decide)(void *user, oui_web_decision *decision, int kind);
    /// window.alert (0), confirm (1), prompt (2) or a before-unload confirm (3): answered with
    /// oui_web_dialog_answer once.
    void (*dialog)(void *user, oui_web_dialog *dialog, int type, const char *message, const char *default_text);
    /// window.webkit.messageHandlers.<name>.postMessage(body): the body as JSON ("undefined" if none).
    void (*script_message)(void *user, const char *name, const char *json);
    /// window.close() from the page.
    void (*close)(void *user);
    /// The web process ended.
    void (*terminated)(void *user);
    /// The page asks for a new window (window.open, a link to a new target) that its owner allowed:
    /// the page made for it with oui_web_page_new_related, or NULL for none.
    oui_web_page *(*create)(void *user);
    /// The page drew something new (the off-screen window's damage).
    void (*damaged)(void *user);
} oui_web_callbacks;

/// Starts GTK on `display` (an X display name) unless started; 1 when it runs. `offline`: no page
/// reaches the network (a Simulator's device).
int oui_web_engine_start(const char *display, int offline);
/// Runs what the engine has delivered; with `wait_ms` > 0, first waits up to that long for an event.
/// Returns how many events were dispatched.
int oui_web_pump(int wait_ms);

/// A page `width`×`height` pixels large, sharing the process's web context. `font_*` name the
/// families for CSS's generic names; `ui_font` is system-ui's.
oui_web_page *oui_web_page_new(int width, int height, const oui_web_callbacks *callbacks, void *user,
                               int javascript_enabled, int javascript_can_open_windows, int minimum_font_size,
                               const char *user_agent, const char *application_name);
/// The page a new-window decision asked for, made from its opener (WebKit's related view).
oui_web_page *oui_web_page_new_related(oui_web_page *opener, int width, int height, const oui_web_callbacks *callbacks, void *user);
void oui_web_page_free(oui_web_page *page);
void oui_web_page_set_fonts(oui_web_page *page, const char *serif, const char *sans, const char *mono, int default_size);
void oui_web_page_resize(oui_web_page *page, int width, int height);
void oui_web_page_set_zoom(oui_web_page *page, double zoom);

void oui_web_page_load_uri(oui_web_page *page, const char *uri);
void oui_web_page_load_html(oui_web_page *page, const char *html, const char *base_uri);
void oui_web_page_load_bytes(oui_web_page *page, const void *bytes, size_t length, const char *mime_type,
                             const char *encoding, const char *base_uri);
void oui_web_page_go_back(oui_web_page *page);
void oui_web_page_go_forward(oui_web_page *page);
/// Goes to the back-forward list's item `offset` steps from the current one (negative: back).
void oui_web_page_go_to(oui_web_page *page, int offset);
void oui_web_page_reload(oui_web_page *page);
void oui_web_page_stop(oui_web_page *page);

/// The page's title, URI (copies to free with oui_web_free), progress and state.
char *oui_web_page_title(oui_web_page *page);
char *oui_web_page_uri(oui_web_page *page);
double oui_web_page_progress(oui_web_page *page);
int oui_web_page_is_loading(oui_web_page *page);
/// The back-forward list: `offset` < 0 back items (nearest first), 0 the current, > 0 forward.
/// Returns 0 when there is no such item; else fills `uri` and `title` (free with oui_web_free).
int oui_web_page_history_item(oui_web_page *page, int offset, char **uri, char **title, char **original_uri);
int oui_web_page_history_count(oui_web_page *page, int direction);
void oui_web_free(void *p);

/// Runs `script`; `done(user, serial, json, error_message)` gets the value as JSON (NULL with
/// "undefined" meaning no value, `unsupported` set when it cannot become JSON) or the error's message.
typedef void (*oui_web_script_done)(void *user, long serial, const char *json, int unsupported, const char *error);
void oui_web_page_evaluate(oui_web_page *page, const char *script, int async_function, long serial,
                           oui_web_script_done done, void *user);

void oui_web_page_add_message_handler(oui_web_page *page, const char *name);
void oui_web_page_remove_message_handler(oui_web_page *page, const char *name);
void oui_web_page_add_user_script(oui_web_page *page, const char *source, int at_start, int main_frame_only);
void oui_web_page_remove_user_scripts(oui_web_page *page);
/// A user style sheet for every frame (it stays when scripts are removed).
void oui_web_page_add_style_sheet(oui_web_page *page, const char *css);

/// Asks the engine to draw the visible page; `done(user, serial, pixels, width, height, stride)`
/// gets premultiplied BGRA (NULL on failure).
typedef void (*oui_web_snapshot_done)(void *user, long serial, const uint8_t *pixels, int width, int height, int stride);
void oui_web_page_snapshot(oui_web_page *page, long serial, oui_web_snapshot_done done, void *user);

/// Input, in the page's pixels: a button press (1) or release (0), a pointer move, a key by its
/// Unicode character or GDK key value, and focus of the page's window.
void oui_web_page_button(oui_web_page *page, int press, double x, double y, unsigned int time_ms);
void oui_web_page_motion(oui_web_page *page, double x, double y, int button_down, unsigned int time_ms);
void oui_web_page_key(oui_web_page *page, unsigned int keyval, int press, unsigned int time_ms);
unsigned int oui_web_keyval_for_unicode(uint32_t c);
unsigned int oui_web_keyval_named(const char *name);
void oui_web_page_focus(oui_web_page *page, int focused);

/// A navigation decision's details (strings owned by the decision, valid until it is answered).
const char *oui_web_decision_uri(oui_web_decision *d);
const char *oui_web_decision_method(oui_web_decision *d);
/// WebKitNavigationType: 0 link, 1 form submitted, 2 back-forward, 3 reload, 4 form resubmitted, 5 other.
int oui_web_decision_navigation_type(oui_web_decision *d);
int oui_web_decision_is_user_gesture(oui_web_decision *d);
int oui_web_decision_mouse_button(oui_web_decision *d);
unsigned int oui_web_decision_modifiers(oui_web_decision *d);
const char *oui_web_decision_frame_name(oui_web_decision *d);
/// A response decision's details.
const char *oui_web_decision_mime_type(oui_web_decision *d);
int oui_web_decision_status_code(oui_web_decision *d);
long long oui_web_decision_content_length(oui_web_decision *d);
int oui_web_decision_is_main_frame(oui_web_decision *d);
int oui_web_decision_mime_type_supported(oui_web_decision *d);
/// 0 cancel (ignore), 1 allow (use), 2 download. Frees the decision.
void oui_web_decision_answer(oui_web_decision *d, int policy);

/// Answers a dialog (confirm's choice, prompt's text or NULL for cancel) and frees it.
void oui_web_dialog_answer(oui_web_dialog *d, int confirmed, const char *text);

#endif
