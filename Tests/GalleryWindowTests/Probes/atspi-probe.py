#!/usr/bin/python3
# Reads the Gallery's window as a screen reader (Orca) does, over AT-SPI with pyatspi, and uses it:
# prints the tree, activates a row, waits for the screen it opens, clicks its text field and
# waits for the focus event; then goes back and deletes a row of the hierarchy browser through
# the row's "Delete" action. GalleryWindowTests runs it beside the Gallery and checks what it printed.
# The waits are long (a loaded CI machine runs a debug build slowly) and end as soon as it is there.
import sys
import time

import pyatspi
from gi.repository import GLib


def find_app(name, timeout):
    end = time.time() + timeout
    while time.time() < end:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    return None


def pump(seconds):
    """Waits as a screen reader's main loop does: the app's events (children added, names
    changed) are handled meanwhile, which keeps pyatspi's cache of the tree current."""
    end = time.time() + seconds
    context = GLib.MainContext.default()
    while time.time() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def walk(o):
    yield o
    for i in range(o.childCount):
        c = o.getChildAtIndex(i)
        if c is not None:
            yield from walk(c)


def find(app, role, name=None, timeout=40):
    end = time.time() + timeout
    start = time.time()
    while time.time() < end:
        seen = []
        try:
            for o in walk(app):
                seen.append(o.getRoleName() + ":" + o.name)
                if o.getRoleName() == role and (name is None or o.name == name):
                    return o
        except GLib.GError:
            # An object went while the walk read it (the screen changed): walk again.
            pass
        pump(0.2)
        # Under a heavily loaded machine pyatspi's cache has been seen to keep an old screen for
        # long after the app changed (a fresh walk then sees the new one): after 1 s, read afresh.
        if time.time() - start > 1:
            app.clearCache()
    print("DEBUG waited %.1f s; last walk saw %s" % (time.time() - start, seen[:12]))
    return None


def line(o, depth=0):
    states = ",".join(sorted(pyatspi.stateToString(s) for s in o.getState().getStates()))
    return "%s%s|%s|%s" % ("  " * depth, o.getRoleName(), o.name, states)


def dump(o, depth=0):
    print("TREE " + line(o, depth))
    for i in range(o.childCount):
        c = o.getChildAtIndex(i)
        if c is not None:
            dump(c, depth + 1)


app = find_app(sys.argv[1], 90)
if app is None:
    print("NO APPLICATION")
    sys.exit(2)
dump(app)

row = find(app, "list item", "Keyboard (recipe 15.3)")
x, y, w, h = row.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
print("EXTENTS %d %d %d %d" % (x, y, w, h))

focused = []


def on_focus(event):
    if event.detail1 == 1:
        focused.append(line(event.source))


pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
row.queryAction().doAction(0)
entry = find(app, "entry")
if entry is None:
    print("NO ENTRY")
    dump(app)
    sys.exit(3)
print("ENTRY " + line(entry))
print("ACTIONS %s" % entry.queryAction().getName(0))
entry.queryAction().doAction(0)

loop = GLib.MainLoop()
deadline = time.time() + 40


def check():
    if focused or time.time() > deadline:
        loop.quit()
        return False
    return True


GLib.timeout_add(50, check)
loop.run()
for f in focused:
    print("FOCUS " + f)
if not focused:
    print("NO FOCUS EVENT")
    sys.exit(5)
print("TEXT %s" % entry.queryText().getText(0, -1))

back = find(app, "push button", "Gallery")
print("BACK " + (line(back) if back else "none"))
back.queryAction().doAction(0)
browser = find(app, "list item", "Hierarchy browser (lesson 35)")
browser.queryAction().doAction(0)
leaf = find(app, "list item", "a")
if leaf is None:
    print("NO LEAF")
    dump(app)
    sys.exit(4)
actions = leaf.queryAction()
names = [actions.getName(i) for i in range(actions.nActions)]
print("LEAF ACTIONS " + ",".join(names))
actions.doAction(names.index("Delete"))
end = time.time() + 40
def deleted():
    # The browser's list without its row "a" but with "b": a read of another screen (pyatspi's cache
    # can hold the Gallery's list for a while on a loaded machine) is not taken for the deletion.
    try:
        names = [o.name for o in walk(app) if o.getRoleName() == "list item"]
    except GLib.GError:
        return False
    return "a" not in names and "b" in names


while time.time() < end and not deleted():
    pump(0.2)
    app.clearCache()
print("AFTER " + ",".join(o.name for o in walk(app) if o.getRoleName() == "list item"))
