// WebKitGTK pages in GTK off-screen windows: a page is a WebKitWebView in a GtkOffscreenWindow,
// which never shows on any screen; its pixels come from the engine's snapshots. GTK needs an X
// display (WebKit on Linux has no other way to host a page off screen in Debian's packages): the
// caller gives one (the live window's, or an Xvfb started for the engine).
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include "web_engine.h"
#include <webkit2/webkit2.h>
#include <gtk/gtk.h>
#include <gdk/gdkkeysyms.h>
#include <string.h>
#include <stdlib.h>

struct oui_web_page {
    GtkWidget *window;
    WebKitWebView *view;
    WebKitUserContentManager *content;
    oui_web_callbacks cb;
    void *user;
    gulong signals[16];
    int signal_count;
    gulong list_signal;
};

struct oui_web_decision {
    WebKitPolicyDecision *decision;
    int kind;
    char *uri, *method, *frame_name, *mime_type;
};

struct oui_web_dialog {
    WebKitScriptDialog *dialog;
};

static int engine_state; // 0 not tried, 1 running, -1 failed
// One context for the process: an ephemeral store (nothing written to the home folder), one
// network process. GTK itself is process-wide, so nothing here could be per device.
static WebKitWebContext *shared_context;

int oui_web_engine_start(const char *display, int offline) {
    if (engine_state) return engine_state > 0;
    // The engine's own accessibility bridge would claim ATK's root, which OpenUIKit's window serves.
    g_setenv("NO_AT_BRIDGE", "1", FALSE);
    gdk_set_allowed_backends("x11");
    char *args[] = { "openuikit", "--display", (char *)display, NULL };
    char **argv = args;
    int argc = display ? 3 : 1;
    if (!gtk_init_check(&argc, &argv)) { engine_state = -1; return 0; }
    // Text as iOS draws it: greyscale antialiasing, no hinting, whatever fontconfig says.
    g_object_set(gtk_settings_get_default(), "gtk-xft-antialias", 1, "gtk-xft-hinting", 0,
                 "gtk-xft-hintstyle", "hintnone", "gtk-xft-rgba", "none", NULL);
    WebKitWebsiteDataManager *data = webkit_website_data_manager_new_ephemeral();
    if (offline) {
        // No network, as a Simulator has none: every connection goes to a port nothing listens on,
        // so a page's remote resources fail at once rather than after a lookup's timeout.
        WebKitNetworkProxySettings *proxy = webkit_network_proxy_settings_new("http://127.0.0.1:9", NULL);
        webkit_website_data_manager_set_network_proxy_settings(data, WEBKIT_NETWORK_PROXY_MODE_CUSTOM, proxy);
        webkit_network_proxy_settings_free(proxy);
    }
    shared_context = webkit_web_context_new_with_website_data_manager(data);
    g_object_unref(data);
    engine_state = 1;
    return 1;
}

int oui_web_pump(int wait_ms) {
    int n = 0;
    if (wait_ms > 0) {
        gint64 deadline = g_get_monotonic_time() + (gint64)wait_ms * 1000;
        while (!g_main_context_pending(NULL) && g_get_monotonic_time() < deadline) {
            // Sleeps in poll until something arrives or the time is up.
            GMainContext *c = g_main_context_default();
            if (!g_main_context_acquire(c)) break;
            gint priority, timeout;
            GPollFD fds[64];
            g_main_context_prepare(c, &priority);
            gint count = g_main_context_query(c, priority, &timeout, fds, 64);
            gint left = (gint)((deadline - g_get_monotonic_time()) / 1000);
            if (timeout < 0 || timeout > left) timeout = left < 0 ? 0 : left;
            g_poll(fds, count < 64 ? count : 64, timeout);
            if (g_main_context_check(c, priority, fds, count < 64 ? count : 64)) { g_main_context_dispatch(c); n++; }
            g_main_context_release(c);
            if (n) break;
        }
    }
    while (g_main_context_iteration(NULL, FALSE)) n++;
    return n;
}

// MARK: Signals

static void on_load_changed(WebKitWebView *v, WebKitLoadEvent e, gpointer d) {
    oui_web_page *p = d;
    if (p->cb.load_changed) p->cb.load_changed(p->user, (int)e);
}

static gboolean on_load_failed(WebKitWebView *v, WebKitLoadEvent e, gchar *uri, GError *error, gpointer d) {
    oui_web_page *p = d;
    if (p->cb.load_failed)
        p->cb.load_failed(p->user, e != WEBKIT_LOAD_COMMITTED, uri, g_quark_to_string(error->domain), error->code, error->message);
    return TRUE; // no error page: WKWebView shows none
}

static void on_notify(GObject *o, GParamSpec *spec, gpointer d) {
    oui_web_page *p = d;
    const char *name = g_param_spec_get_name(spec);
    int property = !strcmp(name, "title") ? 0 : !strcmp(name, "uri") ? 1 : !strcmp(name, "estimated-load-progress") ? 2 : 3;
    if (p->cb.notify) p->cb.notify(p->user, property);
}

static void on_list_changed(WebKitBackForwardList *l, WebKitBackForwardListItem *added, gpointer removed, gpointer d) {
    oui_web_page *p = d;
    if (p->cb.notify) p->cb.notify(p->user, 4);
}

static char *dup_or_empty(const char *s) { return g_strdup(s ? s : ""); }

static gboolean on_decide_policy(WebKitWebView *v, WebKitPolicyDecision *decision, WebKitPolicyDecisionType type, gpointer d) {
    oui_web_page *p = d;
    if (!p->cb.decide) return FALSE;
    oui_web_decision *od = g_new0(oui_web_decision, 1);
    od->decision = g_object_ref(decision);
    od->kind = type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION ? 0 : type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION ? 1 : 2;
    if (od->kind < 2) {
        WebKitNavigationAction *a = webkit_navigation_policy_decision_get_navigation_action(WEBKIT_NAVIGATION_POLICY_DECISION(decision));
        WebKitURIRequest *r = webkit_navigation_action_get_request(a);
        od->uri = dup_or_empty(webkit_uri_request_get_uri(r));
        od->method = dup_or_empty(webkit_uri_request_get_http_method(r));
        od->frame_name = dup_or_empty(webkit_navigation_action_get_frame_name(a));
    } else {
        WebKitURIResponse *r = webkit_response_policy_decision_get_response(WEBKIT_RESPONSE_POLICY_DECISION(decision));
        od->uri = dup_or_empty(webkit_uri_response_get_uri(r));
        od->mime_type = dup_or_empty(webkit_uri_response_get_mime_type(r));
    }
    p->cb.decide(p->user, od, od->kind);
    return TRUE;
}

static gboolean on_script_dialog(WebKitWebView *v, WebKitScriptDialog *dialog, gpointer d) {
    oui_web_page *p = d;
    if (!p->cb.dialog) return FALSE;
    oui_web_dialog *od = g_new0(oui_web_dialog, 1);
    od->dialog = webkit_script_dialog_ref(dialog);
    WebKitScriptDialogType type = webkit_script_dialog_get_dialog_type(dialog);
    const char *def = type == WEBKIT_SCRIPT_DIALOG_PROMPT ? webkit_script_dialog_prompt_get_default_text(dialog) : NULL;
    p->cb.dialog(p->user, od, (int)type, webkit_script_dialog_get_message(dialog), def);
    return TRUE;
}

static char *value_json(JSCValue *value, int *unsupported) {
    *unsupported = 0;
    if (!value || jsc_value_is_undefined(value)) return NULL;
    if (jsc_value_is_function(value)) { *unsupported = 1; return NULL; }
    char *json = jsc_value_to_json(value, 0);
    if (!json) *unsupported = 1;
    return json;
}

static void on_script_message(WebKitUserContentManager *m, WebKitJavascriptResult *result, gpointer d) {
    oui_web_page *p = d;
    if (!p->cb.script_message) return;
    // The handler's name is the signal's detail, which the callback is not told: find it in the hint.
    GSignalInvocationHint *hint = g_signal_get_invocation_hint(m);
    const char *name = hint ? g_quark_to_string(hint->detail) : "";
    int unsupported;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    char *json = value_json(webkit_javascript_result_get_js_value(result), &unsupported);
    G_GNUC_END_IGNORE_DEPRECATIONS
    p->cb.script_message(p->user, name, json ? json : "undefined");
    g_free(json);
}

static void on_close(WebKitWebView *v, gpointer d) {
    oui_web_page *p = d;
    if (p->cb.close) p->cb.close(p->user);
}

static void on_terminated(WebKitWebView *v, WebKitWebProcessTerminationReason r, gpointer d) {
    oui_web_page *p = d;
    if (p->cb.terminated) p->cb.terminated(p->user);
}

static GtkWidget *on_create(WebKitWebView *v, WebKitNavigationAction *a, gpointer d) {
    oui_web_page *p = d;
    oui_web_page *made = p->cb.create ? p->cb.create(p->user) : NULL;
    return made ? GTK_WIDGET(made->view) : NULL;
}

static gboolean on_damage(GtkWidget *w, GdkEvent *e, gpointer d) {
    oui_web_page *p = d;
    if (p->cb.damaged) p->cb.damaged(p->user);
    return FALSE;
}

// MARK: Pages

static void connect(oui_web_page *p, gpointer instance, const char *signal, GCallback callback) {
    if (p->signal_count < 16) p->signals[p->signal_count++] = g_signal_connect(instance, signal, callback, p);
}

static oui_web_page *finish_page(oui_web_page *p, int width, int height) {
    p->window = gtk_offscreen_window_new();
    gtk_window_set_default_size(GTK_WINDOW(p->window), width, height);
    gtk_container_add(GTK_CONTAINER(p->window), GTK_WIDGET(p->view));
    connect(p, p->view, "load-changed", G_CALLBACK(on_load_changed));
    connect(p, p->view, "load-failed", G_CALLBACK(on_load_failed));
    connect(p, p->view, "notify::title", G_CALLBACK(on_notify));
    connect(p, p->view, "notify::uri", G_CALLBACK(on_notify));
    connect(p, p->view, "notify::estimated-load-progress", G_CALLBACK(on_notify));
    connect(p, p->view, "notify::is-loading", G_CALLBACK(on_notify));
    connect(p, p->view, "decide-policy", G_CALLBACK(on_decide_policy));
    connect(p, p->view, "script-dialog", G_CALLBACK(on_script_dialog));
    connect(p, p->view, "close", G_CALLBACK(on_close));
    connect(p, p->view, "create", G_CALLBACK(on_create));
    connect(p, p->view, "web-process-terminated", G_CALLBACK(on_terminated));
    g_signal_connect(p->window, "damage-event", G_CALLBACK(on_damage), p);
    p->list_signal = g_signal_connect(webkit_web_view_get_back_forward_list(p->view), "changed", G_CALLBACK(on_list_changed), p);
    gtk_widget_show_all(p->window);
    return p;
}

oui_web_page *oui_web_page_new(int width, int height, const oui_web_callbacks *callbacks, void *user,
                               int javascript_enabled, int javascript_can_open_windows, int minimum_font_size,
                               const char *user_agent, const char *application_name) {
    if (engine_state <= 0) return NULL;
    oui_web_page *p = g_new0(oui_web_page, 1);
    p->cb = *callbacks;
    p->user = user;
    WebKitSettings *settings = webkit_settings_new();
    webkit_settings_set_enable_javascript(settings, javascript_enabled);
    webkit_settings_set_javascript_can_open_windows_automatically(settings, javascript_can_open_windows);
    webkit_settings_set_minimum_font_size(settings, minimum_font_size);
    webkit_settings_set_enable_smooth_scrolling(settings, FALSE);
    webkit_settings_set_enable_developer_extras(settings, FALSE);
    if (user_agent && *user_agent) webkit_settings_set_user_agent(settings, user_agent);
    else if (application_name && *application_name) {
        // "Mobile/15E148": a name and a version, as WebKit joins them.
        char *name = g_strdup(application_name), *slash = strchr(name, '/');
        if (slash) *slash = 0;
        webkit_settings_set_user_agent_with_application_details(settings, name, slash ? slash + 1 : NULL);
        g_free(name);
    }
    p->content = webkit_user_content_manager_new();
    g_signal_connect(p->content, "script-message-received", G_CALLBACK(on_script_message), p);
    p->view = WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "settings", settings, "user-content-manager", p->content,
                                           "web-context", shared_context, NULL));
    g_object_unref(settings);
    return finish_page(p, width, height);
}

oui_web_page *oui_web_page_new_related(oui_web_page *opener, int width, int height, const oui_web_callbacks *callbacks, void *user) {
    if (engine_state <= 0 || !opener) return NULL;
    oui_web_page *p = g_new0(oui_web_page, 1);
    p->cb = *callbacks;
    p->user = user;
    p->content = g_object_ref(opener->content);
    p->view = WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "related-view", opener->view, NULL));
    return finish_page(p, width, height);
}

void oui_web_page_free(oui_web_page *p) {
    if (!p) return;
    for (int i = 0; i < p->signal_count; i++) g_signal_handler_disconnect(p->view, p->signals[i]);
    g_signal_handlers_disconnect_by_data(p->content, p);
    g_signal_handler_disconnect(webkit_web_view_get_back_forward_list(p->view), p->list_signal);
    g_signal_handlers_disconnect_by_data(p->window, p);
    webkit_web_view_stop_loading(p->view);
    gtk_widget_destroy(p->window);
    g_object_unref(p->content);
    g_free(p);
}

void oui_web_page_set_fonts(oui_web_page *p, const char *serif, const char *sans, const char *mono, int default_size) {
    WebKitSettings *s = webkit_web_view_get_settings(p->view);
    if (serif) { webkit_settings_set_serif_font_family(s, serif); webkit_settings_set_default_font_family(s, serif); }
    if (sans) webkit_settings_set_sans_serif_font_family(s, sans);
    if (mono) webkit_settings_set_monospace_font_family(s, mono);
    if (default_size > 0) webkit_settings_set_default_font_size(s, default_size);
}

void oui_web_page_resize(oui_web_page *p, int width, int height) {
    gtk_window_resize(GTK_WINDOW(p->window), width, height);
    GtkAllocation a = { 0, 0, width, height };
    gtk_widget_size_allocate(p->window, &a);
}

void oui_web_page_set_zoom(oui_web_page *p, double zoom) { webkit_web_view_set_zoom_level(p->view, zoom); }

void oui_web_page_load_uri(oui_web_page *p, const char *uri) { webkit_web_view_load_uri(p->view, uri); }
void oui_web_page_load_html(oui_web_page *p, const char *html, const char *base) { webkit_web_view_load_html(p->view, html, base); }

void oui_web_page_load_bytes(oui_web_page *p, const void *bytes, size_t length, const char *mime, const char *encoding, const char *base) {
    GBytes *b = g_bytes_new(bytes, length);
    webkit_web_view_load_bytes(p->view, b, mime, encoding, base);
    g_bytes_unref(b);
}

void oui_web_page_go_back(oui_web_page *p) { webkit_web_view_go_back(p->view); }
void oui_web_page_go_forward(oui_web_page *p) { webkit_web_view_go_forward(p->view); }
void oui_web_page_reload(oui_web_page *p) { webkit_web_view_reload(p->view); }
void oui_web_page_stop(oui_web_page *p) { webkit_web_view_stop_loading(p->view); }

void oui_web_page_go_to(oui_web_page *p, int offset) {
    WebKitBackForwardListItem *item = webkit_back_forward_list_get_nth_item(webkit_web_view_get_back_forward_list(p->view), offset);
    if (item) webkit_web_view_go_to_back_forward_list_item(p->view, item);
}

char *oui_web_page_title(oui_web_page *p) { const char *t = webkit_web_view_get_title(p->view); return t ? strdup(t) : NULL; }
char *oui_web_page_uri(oui_web_page *p) { const char *u = webkit_web_view_get_uri(p->view); return u ? strdup(u) : NULL; }
double oui_web_page_progress(oui_web_page *p) { return webkit_web_view_get_estimated_load_progress(p->view); }
int oui_web_page_is_loading(oui_web_page *p) { return webkit_web_view_is_loading(p->view); }

int oui_web_page_history_item(oui_web_page *p, int offset, char **uri, char **title, char **original) {
    WebKitBackForwardListItem *item = webkit_back_forward_list_get_nth_item(webkit_web_view_get_back_forward_list(p->view), offset);
    if (!item) return 0;
    const char *u = webkit_back_forward_list_item_get_uri(item), *t = webkit_back_forward_list_item_get_title(item),
               *o = webkit_back_forward_list_item_get_original_uri(item);
    *uri = strdup(u ? u : "");
    *title = strdup(t ? t : "");
    *original = strdup(o ? o : (u ? u : ""));
    return 1;
}

int oui_web_page_history_count(oui_web_page *p, int direction) {
    WebKitBackForwardList *l = webkit_web_view_get_back_forward_list(p->view);
    GList *items = direction < 0 ? webkit_back_forward_list_get_back_list(l) : webkit_back_forward_list_get_forward_list(l);
    int n = (int)g_list_length(items);
    g_list_free(items);
    return n;
}

void oui_web_free(void *p) { free(p); }

// MARK: Scripts

typedef struct { oui_web_page *page; long serial; oui_web_script_done done; void *user; int async; } script_call;

static void script_finished(GObject *o, GAsyncResult *r, gpointer d) {
    script_call *c = d;
    GError *error = NULL;
    JSCValue *value = c->async ? webkit_web_view_call_async_javascript_function_finish(WEBKIT_WEB_VIEW(o), r, &error)
                               : webkit_web_view_evaluate_javascript_finish(WEBKIT_WEB_VIEW(o), r, &error);
    if (!value && error && error->domain == WEBKIT_JAVASCRIPT_ERROR && error->code == WEBKIT_JAVASCRIPT_ERROR_INVALID_RESULT) {
        c->done(c->user, c->serial, NULL, 1, NULL);
        g_error_free(error);
    } else if (!value) {
        c->done(c->user, c->serial, NULL, 0, error ? error->message : "unknown error");
        if (error) g_error_free(error);
    } else {
        int unsupported;
        char *json = value_json(value, &unsupported);
        c->done(c->user, c->serial, json, unsupported, NULL);
        g_free(json);
        g_object_unref(value);
    }
    g_free(c);
}

void oui_web_page_evaluate(oui_web_page *p, const char *script, int async_function, long serial, oui_web_script_done done, void *user) {
    script_call *c = g_new0(script_call, 1);
    *c = (script_call){ p, serial, done, user, async_function };
    if (async_function)
        webkit_web_view_call_async_javascript_function(p->view, script, -1, NULL, NULL, NULL, NULL, script_finished, c);
    else
        webkit_web_view_evaluate_javascript(p->view, script, -1, NULL, NULL, NULL, script_finished, c);
}

void oui_web_page_add_message_handler(oui_web_page *p, const char *name) {
    webkit_user_content_manager_register_script_message_handler(p->content, name);
}

void oui_web_page_remove_message_handler(oui_web_page *p, const char *name) {
    webkit_user_content_manager_unregister_script_message_handler(p->content, name);
}

void oui_web_page_add_user_script(oui_web_page *p, const char *source, int at_start, int main_frame_only) {
    WebKitUserScript *s = webkit_user_script_new(source,
        main_frame_only ? WEBKIT_USER_CONTENT_INJECT_TOP_FRAME : WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
        at_start ? WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START : WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END, NULL, NULL);
    webkit_user_content_manager_add_script(p->content, s);
    webkit_user_script_unref(s);
}

void oui_web_page_add_style_sheet(oui_web_page *p, const char *css) {
    WebKitUserStyleSheet *s = webkit_user_style_sheet_new(css, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES, WEBKIT_USER_STYLE_LEVEL_USER, NULL, NULL);
    webkit_user_content_manager_add_style_sheet(p->content, s);
    webkit_user_style_sheet_unref(s);
}

void oui_web_page_remove_user_scripts(oui_web_page *p) { webkit_user_content_manager_remove_all_scripts(p->content); }

// MARK: Snapshots

typedef struct { long serial; oui_web_snapshot_done done; void *user; } snapshot_call;

static void snapshot_finished(GObject *o, GAsyncResult *r, gpointer d) {
    snapshot_call *c = d;
    cairo_surface_t *s = webkit_web_view_get_snapshot_finish(WEBKIT_WEB_VIEW(o), r, NULL);
    if (s && cairo_surface_get_type(s) == CAIRO_SURFACE_TYPE_IMAGE) {
        cairo_surface_flush(s);
        c->done(c->user, c->serial, cairo_image_surface_get_data(s), cairo_image_surface_get_width(s),
                cairo_image_surface_get_height(s), cairo_image_surface_get_stride(s));
    } else {
        c->done(c->user, c->serial, NULL, 0, 0, 0);
    }
    if (s) cairo_surface_destroy(s);
    g_free(c);
}

void oui_web_page_snapshot(oui_web_page *p, long serial, oui_web_snapshot_done done, void *user) {
    snapshot_call *c = g_new0(snapshot_call, 1);
    *c = (snapshot_call){ serial, done, user };
    webkit_web_view_get_snapshot(p->view, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, NULL, snapshot_finished, c);
}

// MARK: Input

static GdkDevice *pointer_device(void) {
    GdkSeat *seat = gdk_display_get_default_seat(gdk_display_get_default());
    return seat ? gdk_seat_get_pointer(seat) : NULL;
}

static GdkDevice *keyboard_device(void) {
    GdkSeat *seat = gdk_display_get_default_seat(gdk_display_get_default());
    return seat ? gdk_seat_get_keyboard(seat) : NULL;
}

static GdkWindow *view_window(oui_web_page *p) { return gtk_widget_get_window(GTK_WIDGET(p->view)); }

void oui_web_page_button(oui_web_page *p, int press, double x, double y, unsigned int time_ms) {
    GdkWindow *w = view_window(p);
    if (!w) return;
    GdkEvent *e = gdk_event_new(press ? GDK_BUTTON_PRESS : GDK_BUTTON_RELEASE);
    e->button.window = g_object_ref(w);
    e->button.send_event = TRUE;
    e->button.time = time_ms;
    e->button.x = x; e->button.y = y;
    e->button.x_root = x; e->button.y_root = y;
    e->button.button = 1;
    e->button.state = press ? 0 : GDK_BUTTON1_MASK;
    gdk_event_set_device(e, pointer_device());
    gtk_widget_event(GTK_WIDGET(p->view), e);
    gdk_event_free(e);
}

void oui_web_page_motion(oui_web_page *p, double x, double y, int button_down, unsigned int time_ms) {
    GdkWindow *w = view_window(p);
    if (!w) return;
    GdkEvent *e = gdk_event_new(GDK_MOTION_NOTIFY);
    e->motion.window = g_object_ref(w);
    e->motion.send_event = TRUE;
    e->motion.time = time_ms;
    e->motion.x = x; e->motion.y = y;
    e->motion.x_root = x; e->motion.y_root = y;
    e->motion.state = button_down ? GDK_BUTTON1_MASK : 0;
    gdk_event_set_device(e, pointer_device());
    gtk_widget_event(GTK_WIDGET(p->view), e);
    gdk_event_free(e);
}

void oui_web_page_key(oui_web_page *p, unsigned int keyval, int press, unsigned int time_ms) {
    GdkWindow *w = view_window(p);
    if (!w) return;
    GdkEvent *e = gdk_event_new(press ? GDK_KEY_PRESS : GDK_KEY_RELEASE);
    e->key.window = g_object_ref(w);
    e->key.send_event = TRUE;
    e->key.time = time_ms;
    e->key.keyval = keyval;
    GdkKeymapKey *keys = NULL;
    gint n = 0;
    if (gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(gdk_display_get_default()), keyval, &keys, &n) && n > 0) {
        e->key.hardware_keycode = (guint16)keys[0].keycode;
        e->key.group = (guint8)keys[0].group;
        if (keys[0].level == 1) e->key.state = GDK_SHIFT_MASK;
    }
    g_free(keys);
    gunichar c = gdk_keyval_to_unicode(keyval);
    char text[8] = { 0 };
    if (c) g_unichar_to_utf8(c, text);
    e->key.string = g_strdup(text);
    e->key.length = (gint)strlen(text);
    gdk_event_set_device(e, keyboard_device());
    gtk_widget_event(GTK_WIDGET(p->view), e);
    gdk_event_free(e);
}

unsigned int oui_web_keyval_for_unicode(uint32_t c) { return gdk_unicode_to_keyval(c); }
unsigned int oui_web_keyval_named(const char *name) { return gdk_keyval_from_name(name); }

void oui_web_page_focus(oui_web_page *p, int focused) {
    // The view takes GTK's focus in its (never active) off-screen window, which is enough for the
    // page's fields to take keys. (A focus-change event sent to that window makes GTK ask the X
    // server about a window it does not have.)
    if (focused) gtk_widget_grab_focus(GTK_WIDGET(p->view));
}

// MARK: Decisions and dialogs

const char *oui_web_decision_uri(oui_web_decision *d) { return d->uri; }
const char *oui_web_decision_method(oui_web_decision *d) { return d->method ? d->method : "GET"; }
const char *oui_web_decision_frame_name(oui_web_decision *d) { return d->frame_name ? d->frame_name : ""; }
const char *oui_web_decision_mime_type(oui_web_decision *d) { return d->mime_type ? d->mime_type : ""; }

static WebKitNavigationAction *decision_action(oui_web_decision *d) {
    return d->kind < 2 ? webkit_navigation_policy_decision_get_navigation_action(WEBKIT_NAVIGATION_POLICY_DECISION(d->decision)) : NULL;
}

int oui_web_decision_navigation_type(oui_web_decision *d) {
    WebKitNavigationAction *a = decision_action(d);
    return a ? (int)webkit_navigation_action_get_navigation_type(a) : 5;
}
int oui_web_decision_is_user_gesture(oui_web_decision *d) { WebKitNavigationAction *a = decision_action(d); return a ? webkit_navigation_action_is_user_gesture(a) : 0; }
int oui_web_decision_mouse_button(oui_web_decision *d) { WebKitNavigationAction *a = decision_action(d); return a ? (int)webkit_navigation_action_get_mouse_button(a) : 0; }
unsigned int oui_web_decision_modifiers(oui_web_decision *d) { WebKitNavigationAction *a = decision_action(d); return a ? webkit_navigation_action_get_modifiers(a) : 0; }

static WebKitURIResponse *decision_response(oui_web_decision *d) {
    return d->kind == 2 ? webkit_response_policy_decision_get_response(WEBKIT_RESPONSE_POLICY_DECISION(d->decision)) : NULL;
}

int oui_web_decision_status_code(oui_web_decision *d) { WebKitURIResponse *r = decision_response(d); return r ? (int)webkit_uri_response_get_status_code(r) : 0; }
long long oui_web_decision_content_length(oui_web_decision *d) { WebKitURIResponse *r = decision_response(d); return r ? (long long)webkit_uri_response_get_content_length(r) : 0; }
int oui_web_decision_is_main_frame(oui_web_decision *d) {
    return d->kind == 2 ? webkit_response_policy_decision_is_main_frame_main_resource(WEBKIT_RESPONSE_POLICY_DECISION(d->decision)) : 1;
}
int oui_web_decision_mime_type_supported(oui_web_decision *d) {
    return d->kind == 2 ? webkit_response_policy_decision_is_mime_type_supported(WEBKIT_RESPONSE_POLICY_DECISION(d->decision)) : 1;
}

void oui_web_decision_answer(oui_web_decision *d, int policy) {
    if (policy == 1) webkit_policy_decision_use(d->decision);
    else if (policy == 2) webkit_policy_decision_download(d->decision);
    else webkit_policy_decision_ignore(d->decision);
    g_object_unref(d->decision);
    g_free(d->uri); g_free(d->method); g_free(d->frame_name); g_free(d->mime_type);
    g_free(d);
}

void oui_web_dialog_answer(oui_web_dialog *d, int confirmed, const char *text) {
    WebKitScriptDialogType type = webkit_script_dialog_get_dialog_type(d->dialog);
    if (type == WEBKIT_SCRIPT_DIALOG_CONFIRM || type == WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM)
        webkit_script_dialog_confirm_set_confirmed(d->dialog, confirmed);
    else if (type == WEBKIT_SCRIPT_DIALOG_PROMPT && text)
        webkit_script_dialog_prompt_set_text(d->dialog, text);
    webkit_script_dialog_close(d->dialog);
    webkit_script_dialog_unref(d->dialog);
    g_free(d);
}
