// OpenUIKit's accessibility tree as ATK objects, served over AT-SPI by at-spi2-atk's bridge, as
// GTK serves its widgets: the objects ask the app (callbacks into Swift) each time a screen
// reader asks them, so they are never stale; the app tells of changes with the functions below.
#include <atk/atk.h>
#include <atk-bridge.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include "CAccessibilityBridge.h"

static OUIAccessibilityTree tree;
static GHashTable *objects;     // id -> OuiAccessible (a reference)
static GHashTable *hooks;       // emission hook id -> signal id
static GMainContext *bridge_context;
static gchar *application_name;
static AtkObject *focused;

// MARK: The object

typedef struct { AtkObject parent; intptr_t id; gchar *name, *description, *text, *action; } OuiAccessible;
typedef struct { AtkObjectClass parent_class; } OuiAccessibleClass;
typedef OuiAccessible OuiValueAccessible;
typedef OuiAccessibleClass OuiValueAccessibleClass;
typedef OuiAccessible OuiTextAccessible;
typedef OuiAccessibleClass OuiTextAccessibleClass;

static void component_init(AtkComponentIface *iface);
static void action_init(AtkActionIface *iface);
static void value_init(AtkValueIface *iface);
static void text_init(AtkTextIface *iface);

GType oui_accessible_get_type(void);
G_DEFINE_TYPE_WITH_CODE(OuiAccessible, oui_accessible, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, component_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, action_init))
GType oui_value_accessible_get_type(void);
G_DEFINE_TYPE_WITH_CODE(OuiValueAccessible, oui_value_accessible, oui_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_VALUE, value_init))
GType oui_text_accessible_get_type(void);
G_DEFINE_TYPE_WITH_CODE(OuiTextAccessible, oui_text_accessible, oui_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TEXT, text_init))

#define ID(o) (((OuiAccessible *)(o))->id)

/// Keeps a string the app returned (malloc'd) in `slot`, for ATK's const returns.
static const gchar *keep(gchar **slot, char *fresh) {
    g_free(*slot);
    *slot = fresh ? g_strdup(fresh) : NULL;
    free(fresh);
    return *slot;
}

static AtkObject *object_for(intptr_t id);

static const gchar *get_name(AtkObject *o) { return keep(&((OuiAccessible *)o)->name, tree.name(tree.context, ID(o))); }
static const gchar *get_description(AtkObject *o) {
    return keep(&((OuiAccessible *)o)->description, tree.description(tree.context, ID(o)));
}
static AtkObject *get_parent(AtkObject *o) {
    if (ID(o) == 0) return NULL;
    intptr_t parent = tree.parent(tree.context, ID(o));
    return parent < 0 ? NULL : object_for(parent);
}
static gint get_n_children(AtkObject *o) { return tree.child_count(tree.context, ID(o)); }
static AtkObject *ref_child(AtkObject *o, gint i) {
    intptr_t child = tree.child_at(tree.context, ID(o), i);
    return child < 0 ? NULL : g_object_ref(object_for(child));
}
static gint get_index_in_parent(AtkObject *o) { return ID(o) == 0 ? -1 : tree.index_in_parent(tree.context, ID(o)); }

static AtkRole atk_role(int role) {
    switch (role) {
    case OUI_ROLE_APPLICATION: return ATK_ROLE_APPLICATION;
    case OUI_ROLE_WINDOW: return ATK_ROLE_FRAME;
    case OUI_ROLE_BUTTON: case OUI_ROLE_KEY: return ATK_ROLE_PUSH_BUTTON;
    case OUI_ROLE_STATIC_TEXT: return ATK_ROLE_LABEL;
    case OUI_ROLE_HEADING: return ATK_ROLE_HEADING;
    case OUI_ROLE_TEXT_FIELD: case OUI_ROLE_SEARCH_FIELD: return ATK_ROLE_ENTRY;
    case OUI_ROLE_SECURE_TEXT_FIELD: return ATK_ROLE_PASSWORD_TEXT;
    case OUI_ROLE_TEXT_VIEW: return ATK_ROLE_TEXT;
    case OUI_ROLE_IMAGE: return ATK_ROLE_IMAGE;
    case OUI_ROLE_LINK: return ATK_ROLE_LINK;
    case OUI_ROLE_TABLE: case OUI_ROLE_COLLECTION_VIEW: case OUI_ROLE_PICKER: return ATK_ROLE_LIST;
    case OUI_ROLE_CELL: return ATK_ROLE_LIST_ITEM;
    case OUI_ROLE_SCROLL_VIEW: return ATK_ROLE_SCROLL_PANE;
    case OUI_ROLE_NAVIGATION_BAR: case OUI_ROLE_TOOLBAR: return ATK_ROLE_TOOL_BAR;
    case OUI_ROLE_TAB_BAR: case OUI_ROLE_SEGMENTED_CONTROL: return ATK_ROLE_PAGE_TAB_LIST;
    case OUI_ROLE_TAB: return ATK_ROLE_PAGE_TAB;
    case OUI_ROLE_SWITCH: return ATK_ROLE_TOGGLE_BUTTON;
    case OUI_ROLE_SLIDER: case OUI_ROLE_PAGE_INDICATOR: return ATK_ROLE_SLIDER;
    case OUI_ROLE_STEPPER: case OUI_ROLE_PICKER_WHEEL: return ATK_ROLE_SPIN_BUTTON;
    case OUI_ROLE_DATE_PICKER: return ATK_ROLE_DATE_EDITOR;
    case OUI_ROLE_PROGRESS_INDICATOR: case OUI_ROLE_ACTIVITY_INDICATOR: return ATK_ROLE_PROGRESS_BAR;
    case OUI_ROLE_ALERT: return ATK_ROLE_ALERT;
    case OUI_ROLE_SHEET: case OUI_ROLE_POPOVER: return ATK_ROLE_DIALOG;
    case OUI_ROLE_KEYBOARD: return ATK_ROLE_PANEL;
    case OUI_ROLE_MENU: return ATK_ROLE_MENU;
    case OUI_ROLE_MENU_ITEM: return ATK_ROLE_MENU_ITEM;
    case OUI_ROLE_WEB_VIEW: return ATK_ROLE_DOCUMENT_WEB;
    case OUI_ROLE_NOTIFICATION: return ATK_ROLE_NOTIFICATION;
    default: return ATK_ROLE_PANEL;
    }
}

static AtkRole get_role(AtkObject *o) { return atk_role(tree.role(tree.context, ID(o))); }

static const struct { uint32_t bit; AtkStateType state; } state_bits[] = {
    { OUI_STATE_ENABLED, ATK_STATE_ENABLED }, { OUI_STATE_ENABLED, ATK_STATE_SENSITIVE },
    { OUI_STATE_SHOWING, ATK_STATE_SHOWING }, { OUI_STATE_SHOWING, ATK_STATE_VISIBLE },
    { OUI_STATE_FOCUSABLE, ATK_STATE_FOCUSABLE }, { OUI_STATE_FOCUSED, ATK_STATE_FOCUSED },
    { OUI_STATE_SELECTABLE, ATK_STATE_SELECTABLE }, { OUI_STATE_SELECTED, ATK_STATE_SELECTED },
    { OUI_STATE_CHECKED, ATK_STATE_CHECKED }, { OUI_STATE_CHECKABLE, ATK_STATE_CHECKABLE },
    { OUI_STATE_EDITABLE, ATK_STATE_EDITABLE }, { OUI_STATE_MULTI_LINE, ATK_STATE_MULTI_LINE },
    { OUI_STATE_BUSY, ATK_STATE_BUSY }, { OUI_STATE_ACTIVE, ATK_STATE_ACTIVE }, { OUI_STATE_MODAL, ATK_STATE_MODAL },
};

static AtkStateSet *ref_state_set(AtkObject *o) {
    AtkStateSet *set = atk_state_set_new();
    if (!tree.is_alive(tree.context, ID(o))) {
        atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
        return set;
    }
    uint32_t bits = tree.states(tree.context, ID(o));
    for (size_t i = 0; i < sizeof state_bits / sizeof state_bits[0]; i++) {
        if (bits & state_bits[i].bit) atk_state_set_add_state(set, state_bits[i].state);
    }
    int role = tree.role(tree.context, ID(o));
    if (role == OUI_ROLE_TEXT_FIELD || role == OUI_ROLE_SECURE_TEXT_FIELD || role == OUI_ROLE_SEARCH_FIELD) {
        atk_state_set_add_state(set, ATK_STATE_SINGLE_LINE);
    }
    return set;
}

static AtkAttributeSet *get_attributes(AtkObject *o) {
    AtkAttribute *toolkit = g_new(AtkAttribute, 1);
    toolkit->name = g_strdup("toolkit");
    toolkit->value = g_strdup("OpenUIKit");
    return g_slist_append(NULL, toolkit);
}

static void finalize(GObject *object) {
    OuiAccessible *self = (OuiAccessible *)object;
    g_free(self->name);
    g_free(self->description);
    g_free(self->text);
    g_free(self->action);
    G_OBJECT_CLASS(oui_accessible_parent_class)->finalize(object);
}

static void oui_accessible_class_init(OuiAccessibleClass *klass) {
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_name = get_name;
    atk->get_description = get_description;
    atk->get_parent = get_parent;
    atk->get_n_children = get_n_children;
    atk->ref_child = ref_child;
    atk->get_index_in_parent = get_index_in_parent;
    atk->get_role = get_role;
    atk->ref_state_set = ref_state_set;
    atk->get_attributes = get_attributes;
    G_OBJECT_CLASS(klass)->finalize = finalize;
}
static void oui_accessible_init(OuiAccessible *self) {}
static void oui_value_accessible_class_init(OuiValueAccessibleClass *klass) {}
static void oui_value_accessible_init(OuiValueAccessible *self) {}
static void oui_text_accessible_class_init(OuiTextAccessibleClass *klass) {}
static void oui_text_accessible_init(OuiTextAccessible *self) {}

// MARK: Component: where it is, and focus

static void get_extents(AtkComponent *c, gint *x, gint *y, gint *w, gint *h, AtkCoordType type) {
    int x0 = 0, y0 = 0, w0 = 0, h0 = 0;
    tree.extents(tree.context, ID(c), type == ATK_XY_WINDOW, &x0, &y0, &w0, &h0);
    if (x) *x = x0;
    if (y) *y = y0;
    if (w) *w = w0;
    if (h) *h = h0;
}
static gboolean grab_focus(AtkComponent *c) { return tree.grab_focus(tree.context, ID(c)); }
static void component_init(AtkComponentIface *iface) {
    iface->get_extents = get_extents;
    iface->grab_focus = grab_focus;
}

// MARK: Action: "click" activates it; then the custom actions

static gint get_n_actions(AtkAction *a) { return tree.action_count(tree.context, ID(a)); }
static gboolean do_action(AtkAction *a, gint i) { return tree.do_action(tree.context, ID(a), i); }
static const gchar *action_name(AtkAction *a, gint i) {
    return keep(&((OuiAccessible *)a)->action, tree.action_name(tree.context, ID(a), i));
}
static void action_init(AtkActionIface *iface) {
    iface->get_n_actions = get_n_actions;
    iface->do_action = do_action;
    iface->get_name = action_name;
    iface->get_localized_name = action_name;
}

// MARK: Value: an adjustable's value, as text and as the number it starts with

static void get_value_and_text(AtkValue *v, gdouble *value, gchar **text) {
    char *t = tree.value(tree.context, ID(v));
    if (value) *value = t ? g_ascii_strtod(t, NULL) : 0;
    if (text) *text = t ? g_strdup(t) : NULL;
    free(t);
}
static AtkRange *get_range(AtkValue *v) { return atk_range_new(0, 100, NULL); }
static void set_value(AtkValue *v, gdouble wanted) {
    // Stepped as VoiceOver steps it: up or down until the value reaches the one wanted.
    for (int step = 0; step < 100; step++) {
        gdouble now = 0;
        get_value_and_text(v, &now, NULL);
        if (now == wanted) return;
        tree.adjust(tree.context, ID(v), wanted > now ? 1 : -1);
        gdouble after = 0;
        get_value_and_text(v, &after, NULL);
        if (after == now || (wanted > now) != (wanted > after)) return;
    }
}
static void value_init(AtkValueIface *iface) {
    iface->get_value_and_text = get_value_and_text;
    iface->get_range = get_range;
    iface->set_value = set_value;
}

// MARK: Text: a field's contents

static const gchar *current_text(AtkText *t) { return keep(&((OuiAccessible *)t)->text, tree.value(tree.context, ID(t))); }
static gchar *get_text(AtkText *t, gint start, gint end) {
    const gchar *text = current_text(t);
    if (!text) return g_strdup("");
    glong length = g_utf8_strlen(text, -1);
    if (end < 0 || end > length) end = (gint)length;
    if (start < 0) start = 0;
    if (start > end) start = end;
    const gchar *from = g_utf8_offset_to_pointer(text, start), *to = g_utf8_offset_to_pointer(text, end);
    return g_strndup(from, to - from);
}
static gint get_character_count(AtkText *t) {
    const gchar *text = current_text(t);
    return text ? (gint)g_utf8_strlen(text, -1) : 0;
}
static gint get_caret_offset(AtkText *t) { return get_character_count(t); }
static void text_init(AtkTextIface *iface) {
    iface->get_text = get_text;
    iface->get_character_count = get_character_count;
    iface->get_caret_offset = get_caret_offset;
}

// MARK: Objects by id

static AtkObject *object_for(intptr_t id) {
    AtkObject *o = g_hash_table_lookup(objects, (gpointer)id);
    if (o) return o;
    int role = tree.role(tree.context, id);
    GType type = oui_accessible_get_type();
    if (role == OUI_ROLE_SLIDER || role == OUI_ROLE_STEPPER || role == OUI_ROLE_PICKER_WHEEL || role == OUI_ROLE_PAGE_INDICATOR
        || role == OUI_ROLE_PROGRESS_INDICATOR) type = oui_value_accessible_get_type();
    if (role == OUI_ROLE_TEXT_FIELD || role == OUI_ROLE_SECURE_TEXT_FIELD || role == OUI_ROLE_SEARCH_FIELD || role == OUI_ROLE_TEXT_VIEW)
        type = oui_text_accessible_get_type();
    o = g_object_new(type, NULL);
    ((OuiAccessible *)o)->id = id;
    atk_object_initialize(o, NULL);
    g_hash_table_insert(objects, (gpointer)id, o);
    return o;
}

// MARK: The toolkit: the root, and ATK's event listeners as GObject emission hooks (as GTK does)

static AtkObject *get_root(void) { return object_for(0); }
static const gchar *toolkit_name(void) { return "OpenUIKit"; }
static const gchar *toolkit_version(void) { return "1.0"; }

static guint add_global_event_listener(GSignalEmissionHook listener, const gchar *event_type) {
    // "Atk:AtkObject:state-change": the type and its signal.
    gchar **parts = g_strsplit(event_type, ":", 3);
    guint hook = 0;
    if (parts[0] && parts[1] && parts[2]) {
        GType type = g_type_from_name(parts[1]);
        if (type) {
            gpointer klass = G_TYPE_IS_INTERFACE(type) ? g_type_default_interface_ref(type) : g_type_class_ref(type);
            guint signal = g_signal_lookup(parts[2], type);
            if (signal) {
                hook = (guint)g_signal_add_emission_hook(signal, 0, listener, g_strdup(event_type), g_free);
                g_hash_table_insert(hooks, GUINT_TO_POINTER(hook), GUINT_TO_POINTER(signal));
            }
            (void)klass;
        }
    }
    g_strfreev(parts);
    return hook;
}

static void remove_global_event_listener(guint hook) {
    gpointer signal = g_hash_table_lookup(hooks, GUINT_TO_POINTER(hook));
    if (!signal) return;
    g_signal_remove_emission_hook(GPOINTER_TO_UINT(signal), hook);
    g_hash_table_remove(hooks, GUINT_TO_POINTER(hook));
}

int oui_accessibility_start(const OUIAccessibilityTree *given, const char *name) {
    if (objects) return 0;
    tree = *given;
    application_name = g_strdup(name);
    objects = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, g_object_unref);
    hooks = g_hash_table_new(g_direct_hash, g_direct_equal);
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = get_root;
    util->get_toolkit_name = toolkit_name;
    util->get_toolkit_version = toolkit_version;
    util->add_global_event_listener = add_global_event_listener;
    util->remove_global_event_listener = remove_global_event_listener;
    g_set_prgname(name);
    g_set_application_name(name);
    int started = atk_bridge_adaptor_init(NULL, NULL);
    if (started != 0) return started;
    // Its own main context, run by the app's loop (oui_accessibility_dispatch), not GLib's default
    // (set once the bridge is up: it moves the bridge's connection there).
    bridge_context = g_main_context_new();
    atk_bridge_set_event_context(bridge_context);
    return 0;
}

int oui_accessibility_dispatch(int *fds, int max) {
    if (!bridge_context || !g_main_context_acquire(bridge_context)) return 0;
    GPollFD polled[16];
    int count = 0;
    for (int round = 0; round < 64; round++) {
        gint priority = 0, timeout = 0;
        g_main_context_prepare(bridge_context, &priority);
        count = g_main_context_query(bridge_context, priority, &timeout, polled, 16);
        if (count > 16) count = 16;
        struct pollfd p[16];
        for (int i = 0; i < count; i++) p[i] = (struct pollfd){ polled[i].fd, (short)polled[i].events, 0 };
        poll(p, count, 0);
        for (int i = 0; i < count; i++) polled[i].revents = (gushort)p[i].revents;
        if (!g_main_context_check(bridge_context, priority, polled, count)) break;
        g_main_context_dispatch(bridge_context);
    }
    g_main_context_release(bridge_context);
    int n = 0;
    for (int i = 0; i < count && n < max; i++) fds[n++] = polled[i].fd;
    return n;
}

// MARK: Changes

void oui_accessibility_focus(intptr_t id) {
    AtkObject *o = object_for(id);
    if (focused == o) return;
    if (focused) atk_object_notify_state_change(focused, ATK_STATE_FOCUSED, FALSE);
    if (focused) g_object_unref(focused);
    focused = g_object_ref(o);
    atk_object_notify_state_change(o, ATK_STATE_FOCUSED, TRUE);
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    atk_focus_tracker_notify(o);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

void oui_accessibility_name_changed(intptr_t id) {
    if (!g_hash_table_contains(objects, (gpointer)id)) return;
    g_object_notify(G_OBJECT(object_for(id)), "accessible-name");
}

void oui_accessibility_value_changed(intptr_t id) {
    if (!g_hash_table_contains(objects, (gpointer)id)) return;
    AtkObject *o = object_for(id);
    if (ATK_IS_VALUE(o)) {
        gdouble value = 0;
        gchar *text = NULL;
        get_value_and_text(ATK_VALUE(o), &value, &text);
        g_signal_emit_by_name(o, "value-changed", value, text);
        g_free(text);
    }
    g_object_notify(G_OBJECT(o), "accessible-value");
}

void oui_accessibility_state_changed(intptr_t id, uint32_t state, int on) {
    if (!g_hash_table_contains(objects, (gpointer)id)) return;
    for (size_t i = 0; i < sizeof state_bits / sizeof state_bits[0]; i++) {
        if (state_bits[i].bit == state) atk_object_notify_state_change(object_for(id), state_bits[i].state, on);
    }
}

void oui_accessibility_children_changed(intptr_t id, int index, intptr_t child, int added) {
    if (!g_hash_table_contains(objects, (gpointer)id)) return;
    AtkObject *c = object_for(child);
    g_signal_emit_by_name(object_for(id), added ? "children-changed::add" : "children-changed::remove", index, c);
}

void oui_accessibility_announce(intptr_t window_id, intptr_t notification_id, const char *text) {
    (void)text;
    // The notification's name is the text (asked of the app); showing it is what Orca speaks.
    AtkObject *n = object_for(notification_id);
    g_object_notify(G_OBJECT(n), "accessible-name");
    g_signal_emit_by_name(object_for(window_id), "children-changed::add", -1, n);
    atk_object_notify_state_change(n, ATK_STATE_SHOWING, TRUE);
}

void oui_accessibility_forget(intptr_t id) {
    AtkObject *o = g_hash_table_lookup(objects, (gpointer)id);
    if (!o) return;
    atk_object_notify_state_change(o, ATK_STATE_DEFUNCT, TRUE);
    if (focused == o) { g_object_unref(focused); focused = NULL; }
    g_hash_table_remove(objects, (gpointer)id);
}
