#!/usr/bin/python3
# Reads the Gallery's window as a screen reader (Orca) does, over AT-SPI with pyatspi, and uses it:
# prints the tree, activates a row, waits for the screen it opens, clicks its text field and
# waits for the focus event. GalleryWindowTests runs it beside the Gallery and checks what it printed.
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


def walk(o):
    yield o
    for i in range(o.childCount):
        c = o.getChildAtIndex(i)
        if c is not None:
            yield from walk(c)


def find(app, role, name=None, timeout=10):
    end = time.time() + timeout
    while time.time() < end:
        for o in walk(app):
            if o.getRoleName() == role and (name is None or o.name == name):
                return o
        time.sleep(0.2)
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


app = find_app(sys.argv[1], 30)
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
    sys.exit(3)
print("ENTRY " + line(entry))
print("ACTIONS %s" % entry.queryAction().getName(0))
entry.queryAction().doAction(0)

loop = GLib.MainLoop()
deadline = time.time() + 10


def check():
    if focused or time.time() > deadline:
        loop.quit()
        return False
    return True


GLib.timeout_add(50, check)
loop.run()
for f in focused:
    print("FOCUS " + f)
print("TEXT %s" % entry.queryText().getText(0, -1))
