#ifndef C_ACCESSIBILITY_BRIDGE_H
#define C_ACCESSIBILITY_BRIDGE_H

#include <stdint.h>

/// What an object is, as the bridge maps it to an ATK role (OpenUIKit's AccessibilityRole, plus
/// headings).
typedef enum {
    OUI_ROLE_OTHER, OUI_ROLE_APPLICATION, OUI_ROLE_WINDOW, OUI_ROLE_BUTTON, OUI_ROLE_STATIC_TEXT,
    OUI_ROLE_HEADING, OUI_ROLE_TEXT_FIELD, OUI_ROLE_SECURE_TEXT_FIELD, OUI_ROLE_TEXT_VIEW,
    OUI_ROLE_SEARCH_FIELD, OUI_ROLE_IMAGE, OUI_ROLE_LINK, OUI_ROLE_TABLE, OUI_ROLE_COLLECTION_VIEW,
    OUI_ROLE_CELL, OUI_ROLE_SCROLL_VIEW, OUI_ROLE_NAVIGATION_BAR, OUI_ROLE_TOOLBAR, OUI_ROLE_TAB_BAR,
    OUI_ROLE_TAB, OUI_ROLE_SWITCH, OUI_ROLE_SLIDER, OUI_ROLE_STEPPER, OUI_ROLE_SEGMENTED_CONTROL,
    OUI_ROLE_PICKER, OUI_ROLE_PICKER_WHEEL, OUI_ROLE_DATE_PICKER, OUI_ROLE_PAGE_INDICATOR,
    OUI_ROLE_PROGRESS_INDICATOR, OUI_ROLE_ACTIVITY_INDICATOR, OUI_ROLE_ALERT, OUI_ROLE_SHEET,
    OUI_ROLE_POPOVER, OUI_ROLE_KEYBOARD, OUI_ROLE_KEY, OUI_ROLE_MENU, OUI_ROLE_MENU_ITEM,
    OUI_ROLE_WEB_VIEW, OUI_ROLE_NOTIFICATION
} OUIRole;

/// States, as bits.
enum {
    OUI_STATE_ENABLED = 1 << 0, OUI_STATE_SHOWING = 1 << 1, OUI_STATE_FOCUSABLE = 1 << 2,
    OUI_STATE_FOCUSED = 1 << 3, OUI_STATE_SELECTABLE = 1 << 4, OUI_STATE_SELECTED = 1 << 5,
    OUI_STATE_CHECKED = 1 << 6, OUI_STATE_EDITABLE = 1 << 7, OUI_STATE_MULTI_LINE = 1 << 8,
    OUI_STATE_BUSY = 1 << 9, OUI_STATE_ACTIVE = 1 << 10, OUI_STATE_MODAL = 1 << 11,
    OUI_STATE_CHECKABLE = 1 << 12
};

/// The tree, asked of the app: every object is an id (0 is the application). Strings are returned
/// malloc'd (the bridge frees them), or NULL. Called on the main thread only.
typedef struct {
    void *context;
    char *(*name)(void *context, intptr_t id);
    char *(*description)(void *context, intptr_t id);
    /// The value as text (a slider's "50%", a field's text), or NULL.
    char *(*value)(void *context, intptr_t id);
    int (*role)(void *context, intptr_t id);
    uint32_t (*states)(void *context, intptr_t id);
    int (*child_count)(void *context, intptr_t id);
    intptr_t (*child_at)(void *context, intptr_t id, int index);
    intptr_t (*parent)(void *context, intptr_t id);
    int (*index_in_parent)(void *context, intptr_t id);
    /// The frame in screen (desktop) pixels, or in the window's pixels when `window` is 1.
    void (*extents)(void *context, intptr_t id, int window, int *x, int *y, int *width, int *height);
    /// How many actions the object has: "click" (activate it) first when it has one, then its
    /// custom actions (a row's "Delete"); their names (malloc'd); doing one (1 when done).
    int (*action_count)(void *context, intptr_t id);
    char *(*action_name)(void *context, intptr_t id, int index);
    int (*do_action)(void *context, intptr_t id, int index);
    /// Moves keyboard focus to the object; 1 when it took it.
    int (*grab_focus)(void *context, intptr_t id);
    /// For adjustable objects: steps the value up (1) or down (-1).
    void (*adjust)(void *context, intptr_t id, int direction);
    /// Whether the object is gone (its AT-SPI object is then defunct).
    int (*is_alive)(void *context, intptr_t id);
} OUIAccessibilityTree;

/// Starts serving the tree over AT-SPI (at-spi2-atk's bridge, on a main context of its own).
/// Returns 0 when the bridge is up, otherwise a negative number (no accessibility bus).
int oui_accessibility_start(const OUIAccessibilityTree *tree, const char *application_name);

/// Runs what the bridge has waiting (D-Bus requests from screen readers), without blocking; fills
/// `fds` with up to `max` descriptors it waits on and returns how many.
int oui_accessibility_dispatch(int *fds, int max);

/// The object `id` took keyboard (or screen reader) focus.
void oui_accessibility_focus(intptr_t id);
/// The object's name, value or children changed.
void oui_accessibility_name_changed(intptr_t id);
void oui_accessibility_value_changed(intptr_t id);
/// A child was added at `index` (or removed from it) of `id`.
void oui_accessibility_children_changed(intptr_t id, int index, intptr_t child, int added);
/// A state bit (OUI_STATE_…) changed.
void oui_accessibility_state_changed(intptr_t id, uint32_t state, int on);
/// An announcement to speak: a notification object under `window_id` with the text, shown.
void oui_accessibility_announce(intptr_t window_id, intptr_t notification_id, const char *text);
/// The object `id` is gone: its AT-SPI object becomes defunct and is let go.
void oui_accessibility_forget(intptr_t id);

#endif
