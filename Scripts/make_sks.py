#!/usr/bin/env python3
"""
make_sks.py -- write SpriteKit .sks files (scene and particle-emitter) in the
format Xcode's SpriteKit editors write: an NSKeyedArchiver binary plist
(bplist00) whose object graph uses the same class names, $classes chains,
archive keys and value encodings (inline vs. referenced, int vs. real,
real32 vs. real64, CGPoint strings vs. NSValue) as files saved by
Xcode 12-16 (SpriteKit 25xxxxxx ... 51000001).  Python 3 stdlib only.

OpenUIKit's copy: run `python3 Scripts/make_sks.py` from the repository to
write the SpriteKit tests' fixtures (scenes, an emitter, a reference to
another scene, a truncated file and the PNG images they use) into
Tests/SpriteKitTests/Fixtures.  The format was worked out from files Xcode
wrote; none of those files is copied here.  Beyond the original writer this
copy writes user data, SKReferenceNode and small PNG images.

Public API (see the __main__ block for a complete example):

    scene = Scene(size=(750, 1334), anchor_point=(0.5, 0.5),
                  background_color=(0.15, 0.15, 0.15, 1.0),
                  custom_class="GameScene")
    scene.add(SpriteNode(name="player", position=(0, 0), size=(64, 64),
                         texture="player", z_position=1,
                         physics=PhysicsBody.rectangle(category=1, collision=2,
                                                       contact=2, dynamic=True)))
    scene.add(LabelNode(name="helloLabel", text="Hello, World!",
                        font_name="HelveticaNeue-Light", font_size=65,
                        font_color=(1, 1, 1, 1),
                        horizontal_alignment="center",
                        vertical_alignment="center"))
    write_scene(scene, "GameScene.sks")

    em = Emitter(texture="spark", birth_rate=200, lifetime=2, ...)
    write_emitter(em, "Spark.sks")

All angles are radians, colours are (r, g, b, a) floats in 0...1.
"""
import math
import struct

SPRITEKIT_VERSION = "51000001"      # _spriteKitVersion string in $top._info
SCENE_EDITOR_VERSION = 2003000      # _sceneEditorVersion (int)
GAMEPLAYKIT_VERSION = "96001000"    # _gameplayKitKitVersion (string)
PARTICLE_EDITOR_VERSION = 2000000   # _particleEditorVersion (int)

# --------------------------------------------------------------------------
# value wrappers
# --------------------------------------------------------------------------


class Inline:
    """A value stored directly in the object's dictionary (encodeFloat:/
    encodeInt:/encodeBool:/encodeBytes:), i.e. not through a UID."""
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v


class F32:
    """A real written as a 4-byte float in the bplist (Xcode uses this for
    NSNumber(float) values such as _PB_previewSKEditorSceneSizeWidth)."""
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = float(v)

    def __eq__(self, o):
        return isinstance(o, F32) and o.v == self.v

    def __hash__(self):
        return hash(("F32", self.v))


class UID:
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v


def f32(x):
    """Round a Python float to float32 precision (SpriteKit stores floats)."""
    return struct.unpack("<f", struct.pack("<f", float(x)))[0]


def fmt17(x):
    s = "%.17g" % f32(x)
    return s


def fmtg(x):
    return "%g" % f32(x)


def nspoint_str(p):          # NSValue NS.pointval   -> "{x, y}" with %.17g
    return "{%s, %s}" % (fmt17(p[0]), fmt17(p[1]))


def nssize_str(s):
    return "{%s, %s}" % (fmt17(s[0]), fmt17(s[1]))


def nsrect_str(r):
    return "{{%s, %s}, {%s, %s}}" % tuple(fmt17(v) for v in r)


def cgpoint_g(p):            # direct CGPoint/CGSize keys (emitter, physics) -> %g
    return "{%s, %s}" % (fmtg(p[0]), fmtg(p[1]))


def mask32(m):
    """uint32 bit mask -> the signed value written by encodeInt32:."""
    m = int(m) & 0xFFFFFFFF
    return m - (1 << 32) if m >= (1 << 31) else m


# --------------------------------------------------------------------------
# archived objects
# --------------------------------------------------------------------------


class ArchObj:
    """An object that NSKeyedArchiver writes as a dict with $class."""

    def __init__(self, classname, classes, fields=None):
        self.classname = classname
        self.classes = classes
        self.fields = list(fields or [])     # [(key, value)] in encode order


def NSValuePoint(p):
    return ArchObj("NSValue", ["NSValue", "NSObject"],
                   [("NS.pointval", nspoint_str(p)), ("NS.special", Inline(1))])


def NSValueSize(s):
    return ArchObj("NSValue", ["NSValue", "NSObject"],
                   [("NS.sizeval", nssize_str(s)), ("NS.special", Inline(2))])


def NSValueRect(r):
    return ArchObj("NSValue", ["NSValue", "NSObject"],
                   [("NS.rectval", nsrect_str(r)), ("NS.special", Inline(3))])


def NSArray(items):
    return ArchObj("NSArray", ["NSArray", "NSObject"], [("NS.objects", list(items))])


def NSMutableArray(items):
    return ArchObj("NSMutableArray", ["NSMutableArray", "NSArray", "NSObject"],
                   [("NS.objects", list(items))])


def NSDictionary(pairs):
    pairs = list(pairs.items()) if isinstance(pairs, dict) else list(pairs)
    return ArchObj("NSDictionary", ["NSDictionary", "NSObject"],
                   [("NS.keys", [k for k, _ in pairs]), ("NS.objects", [v for _, v in pairs])])


def NSMutableDictionary(pairs):
    pairs = list(pairs.items()) if isinstance(pairs, dict) else list(pairs)
    return ArchObj("NSMutableDictionary", ["NSMutableDictionary", "NSDictionary", "NSObject"],
                   [("NS.keys", [k for k, _ in pairs]), ("NS.objects", [v for _, v in pairs])])


def _fmt_color_component(x):
    return "%.10g" % f32(x)


def NSColorRGB(rgba, colorspace=1):
    """NSColor as Xcode archives a plain RGB colour: NSColorSpace 1
    (calibrated RGB) or 2 (device RGB) and NSRGB = ASCII "r g b[ a]\\0"
    (alpha only when != 1).  (Xcode >= 10 additionally writes NSComponents +
    NSCustomColorSpace(ICC data) for sRGB colours; that is optional for
    readers and omitted here.)"""
    r, g, b = rgba[0], rgba[1], rgba[2]
    a = rgba[3] if len(rgba) > 3 else 1.0
    comps = [r, g, b] + ([a] if f32(a) != 1.0 else [])
    s = " ".join(_fmt_color_component(c) for c in comps).encode("ascii") + b"\x00"
    return ArchObj("NSColor", ["NSColor", "NSObject"],
                   [("NSRGB", Inline(s)), ("NSColorSpace", Inline(colorspace))])


# shared immutable empties: modern Xcode archives the same empty
# NSDictionary/NSArray instance everywhere (they are CF singletons)
class _Shared:
    def __init__(self):
        self.empty_dict = NSDictionary([])
        self.empty_array = NSArray([])


# --------------------------------------------------------------------------
# NSKeyedArchiver
# --------------------------------------------------------------------------


class Archiver:
    def __init__(self):
        self.objects = ["$null"]
        self.scalar_uids = {}
        self.obj_uids = {}
        self.class_uids = {}

    def _scalar_key(self, v):
        if isinstance(v, bool):
            return ("b", v)
        if isinstance(v, int):
            return ("i", v)
        if isinstance(v, float):
            return ("d", v, math.copysign(1, v))
        if isinstance(v, F32):
            return ("f", v.v, math.copysign(1, v.v))
        if isinstance(v, str):
            return ("s", v)
        if isinstance(v, bytes):
            return ("data", v)
        raise TypeError(repr(v))

    def encode(self, v):
        """Return a UID for value v (adding it to $objects)."""
        if v is None:
            return UID(0)
        if isinstance(v, ArchObj):
            if id(v) in self.obj_uids:
                return UID(self.obj_uids[id(v)])
            idx = len(self.objects)
            self.obj_uids[id(v)] = idx
            d = {}
            self.objects.append(d)
            for k, val in v.fields:
                if isinstance(val, Inline):
                    d[k] = val.v
                elif isinstance(val, list):          # NS.objects / NS.keys
                    d[k] = [self.encode(x) for x in val]
                else:
                    d[k] = self.encode(val)
            d["$class"] = self._class_uid(v.classname, v.classes)
            return UID(idx)
        key = self._scalar_key(v)
        if key in self.scalar_uids:
            return UID(self.scalar_uids[key])
        idx = len(self.objects)
        self.objects.append(v)
        self.scalar_uids[key] = idx
        return UID(idx)

    def _class_uid(self, name, classes):
        if name not in self.class_uids:
            self.class_uids[name] = len(self.objects)
            self.objects.append({"$classname": name, "$classes": list(classes)})
        return UID(self.class_uids[name])

    def archive(self, top_items):
        """top_items: list of (key, value) in encode order; returns the
        archive dict (key order as in Xcode files: $version, $objects,
        $archiver, $top)."""
        top = {}
        for k, v in top_items:
            top[k] = self.encode(v)
        return {"$version": 100000, "$objects": self.objects,
                "$archiver": "NSKeyedArchiver", "$top": top}


# --------------------------------------------------------------------------
# binary plist writer (bplist00), CF-like: strings/numbers/data uniqued,
# UIDs/arrays/dicts not uniqued, depth-first with dict keys before values,
# supports 4-byte reals (F32).
# --------------------------------------------------------------------------


def _int_bytes(n):
    if n < 0:
        return b"\x13" + struct.pack(">q", n)
    if n <= 0xFF:
        return b"\x10" + struct.pack(">B", n)
    if n <= 0xFFFF:
        return b"\x11" + struct.pack(">H", n)
    if n <= 0xFFFFFFFF:
        return b"\x12" + struct.pack(">I", n)
    return b"\x13" + struct.pack(">q", n)


def _len_marker(hi, n):
    if n < 15:
        return bytes([(hi << 4) | n])
    return bytes([(hi << 4) | 0xF]) + _int_bytes(n)


def write_bplist(root):
    objs = []          # list of (kind, payload)
    uniq = {}

    def key_of(v):
        if isinstance(v, bool):
            return ("b", v)
        if isinstance(v, int):
            return ("i", v)
        if isinstance(v, float):
            return ("d", v, math.copysign(1, v))
        if isinstance(v, F32):
            return ("f", v.v, math.copysign(1, v.v))
        if isinstance(v, str):
            return ("s", v)
        if isinstance(v, bytes):
            return ("data", v)
        return None

    def flatten(v):
        k = key_of(v)
        if k is not None:
            if k in uniq:
                return uniq[k]
            idx = len(objs)
            uniq[k] = idx
            objs.append(["scalar", v])
            return idx
        idx = len(objs)
        if isinstance(v, UID):
            objs.append(["uid", v.v])
            return idx
        if isinstance(v, dict):
            slot = ["dict", None]
            objs.append(slot)
            krefs = [flatten(k2) for k2 in v.keys()]
            vrefs = [flatten(v2) for v2 in v.values()]
            slot[1] = (krefs, vrefs)
            return idx
        if isinstance(v, (list, tuple)):
            slot = ["array", None]
            objs.append(slot)
            slot[1] = [flatten(x) for x in v]
            return idx
        raise TypeError("cannot write %r" % (v,))

    top = flatten(root)
    n = len(objs)
    ref_size = 1 if n <= 0xFF else (2 if n <= 0xFFFF else 4)
    refpack = {1: ">B", 2: ">H", 4: ">I"}[ref_size]

    out = bytearray(b"bplist00")
    offsets = []
    for kind, p in objs:
        offsets.append(len(out))
        if kind == "scalar":
            v = p
            if isinstance(v, bool):
                out += b"\x09" if v else b"\x08"
            elif isinstance(v, int):
                out += _int_bytes(v)
            elif isinstance(v, float):
                out += b"\x23" + struct.pack(">d", v)
            elif isinstance(v, F32):
                out += b"\x22" + struct.pack(">f", v.v)
            elif isinstance(v, bytes):
                out += _len_marker(4, len(v)) + v
            elif isinstance(v, str):
                try:
                    b = v.encode("ascii")
                    out += _len_marker(5, len(b)) + b
                except UnicodeEncodeError:
                    b = v.encode("utf-16-be")
                    out += _len_marker(6, len(b) // 2) + b
        elif kind == "uid":
            u = p
            nb = 1 if u <= 0xFF else (2 if u <= 0xFFFF else 4)
            out += bytes([0x80 | (nb - 1)]) + u.to_bytes(nb, "big")
        elif kind == "array":
            out += _len_marker(0xA, len(p))
            for r in p:
                out += struct.pack(refpack, r)
        elif kind == "dict":
            krefs, vrefs = p
            out += _len_marker(0xD, len(krefs))
            for r in krefs + vrefs:
                out += struct.pack(refpack, r)
    offtab = len(out)
    off_size = 1 if offtab <= 0xFF else (2 if offtab <= 0xFFFF else (4 if offtab <= 0xFFFFFFFF else 8))
    for o in offsets:
        out += o.to_bytes(off_size, "big")
    out += b"\x00" * 6 + bytes([off_size, ref_size]) + struct.pack(">QQQ", n, top, offtab)
    return bytes(out)


# --------------------------------------------------------------------------
# SpriteKit model
# --------------------------------------------------------------------------

NODE_CLASSES = {
    "SKScene": ["SKScene", "SKEffectNode", "SKNode", "NSResponder", "NSObject"],
    "SKNode": ["SKNode", "NSResponder", "NSObject"],
    "SKSpriteNode": ["SKSpriteNode", "SKNode", "NSResponder", "NSObject"],
    "SKLabelNode": ["SKLabelNode", "SKNode", "NSResponder", "NSObject"],
    "SKEmitterNode": ["SKEmitterNode", "SKNode", "NSResponder", "NSObject"],
    "SKCameraNode": ["SKCameraNode", "SKNode", "NSResponder", "NSObject"],
    "SKReferenceNode": ["SKReferenceNode", "SKNode", "NSResponder", "NSObject"],
}

BLEND_MODES = {"alpha": 0, "add": 1, "subtract": 2, "multiply": 3,
               "multiplyX2": 4, "screen": 5, "replace": 6, "multiplyAlpha": 7}
H_ALIGN = {"center": 0, "left": 1, "right": 2}
V_ALIGN = {"baseline": 0, "center": 1, "top": 2, "bottom": 3}
SCALE_MODES = {"fill": 0, "aspectFill": 1, "aspectFit": 2, "resizeFill": 3}
INTERPOLATION = {"linear": 1, "spline": 2, "step": 3}
REPEAT = {"clamp": 1, "loop": 2}


def _blend(v):
    return BLEND_MODES[v] if isinstance(v, str) else int(v)


class PhysicsBody:
    """PKPhysicsBody as written for a sprite's 'Body Type' in the editor.
    shape: 'rectangle' (_shapeType 2, _size) or 'circle' (_shapeType 1, _radius).
    size/radius default to the sprite's size * scale (bounding rect/circle)."""

    def __init__(self, shape="rectangle", size=None, radius=None, center=(0, 0),
                 dynamic=True, affected_by_gravity=True, allows_rotation=True,
                 pinned=False, category=0xFFFFFFFF, collision=0xFFFFFFFF,
                 contact=0, field=0xFFFFFFFF, density=1.0, friction=0.2,
                 restitution=0.2, linear_damping=0.1, angular_damping=0.1,
                 charge=0.0, velocity=(0, 0), angular_velocity=0.0,
                 precise_collision=False):
        self.__dict__.update(locals())
        del self.__dict__["self"]

    @classmethod
    def rectangle(cls, size=None, **kw):
        return cls(shape="rectangle", size=size, **kw)

    @classmethod
    def circle(cls, radius=None, **kw):
        return cls(shape="circle", radius=radius, **kw)

    def editor_body_type(self):      # _PB_previewSpritePhysicsBodyType
        return 1 if self.shape == "rectangle" else 2

    def to_arch(self, node_size=None, node_scale=(1, 1)):
        f = []
        if self.shape == "rectangle":
            size = self.size
            if size is None:
                size = (abs(node_size[0] * node_scale[0]), abs(node_size[1] * node_scale[1]))
            shape_fields = [("_shapeType", Inline(2)), ("_size", cgpoint_g(size))]
            edge = 0.001
        elif self.shape == "circle":
            r = self.radius
            if r is None:
                r = max(abs(node_size[0] * node_scale[0]), abs(node_size[1] * node_scale[1])) / 2.0
            shape_fields = [("_shapeType", Inline(1)), ("_radius", Inline(f32(r)))]
            edge = 0.009
        else:
            raise ValueError("shape must be 'rectangle' or 'circle'")
        f += shape_fields
        f += [
            ("_p0", cgpoint_g(self.center)),
            ("linearVelocity", cgpoint_g(self.velocity)),
            ("angularDamping", Inline(f32(self.angular_damping))),
            ("needsContinuousCollsionDetection", Inline(bool(self.precise_collision))),  # sic
            ("fieldBitMask", Inline(mask32(self.field))),
            ("restitution", Inline(f32(self.restitution))),
            ("angularVelocity", Inline(f32(self.angular_velocity))),
            ("affectedByGravity", Inline(bool(self.affected_by_gravity))),
            ("intersectionTestBitMask", Inline(mask32(self.contact))),   # = contactTestBitMask
            ("friction", Inline(f32(self.friction))),
            ("dynamic", Inline(bool(self.dynamic))),
            ("categoryBitMask", Inline(mask32(self.category))),
            ("collisionBitMask", Inline(mask32(self.collision))),
            ("allowRotation", Inline(bool(self.allows_rotation))),
            ("charge", Inline(f32(self.charge))),
            ("_edgeRadius", Inline(f32(edge))),
            ("linearDamping", Inline(f32(self.linear_damping))),
            ("pinned", Inline(bool(self.pinned))),
            ("density", Inline(f32(self.density))),
        ]
        return ArchObj("PKPhysicsBody", ["PKPhysicsBody", "NSObject"], f)


def _scene_default_body():
    """Every Xcode scene has this body in SKScene._PKPhysicsBody."""
    return ArchObj("PKPhysicsBody", ["PKPhysicsBody", "NSObject"], [
        ("_shapeType", Inline(2)), ("_size", "{1e+06, 1e+06}"),
        ("_p0", "{0, 0}"), ("linearVelocity", "{0, 0}"),
        ("angularDamping", Inline(f32(0.1))),
        ("needsContinuousCollsionDetection", Inline(False)),
        ("fieldBitMask", Inline(-1)), ("restitution", Inline(f32(0.2))),
        ("angularVelocity", Inline(0.0)), ("affectedByGravity", Inline(True)),
        ("intersectionTestBitMask", Inline(0)), ("friction", Inline(f32(0.2))),
        ("dynamic", Inline(False)), ("categoryBitMask", Inline(0)),
        ("collisionBitMask", Inline(0)), ("allowRotation", Inline(True)),
        ("charge", Inline(0.0)), ("_edgeRadius", Inline(f32(0.001))),
        ("linearDamping", Inline(f32(0.1))), ("pinned", Inline(False)),
        ("density", Inline(1.0)),
    ])


def _scene_pin_body():
    """SKScene._scenePinBody: circle r=1, static, used for pin joints."""
    return ArchObj("PKPhysicsBody", ["PKPhysicsBody", "NSObject"], [
        ("_shapeType", Inline(1)), ("_radius", Inline(1.0)),
        ("_p0", "{0, 0}"), ("linearVelocity", "{0, 0}"),
        ("angularDamping", Inline(0.0)),
        ("needsContinuousCollsionDetection", Inline(False)),
        ("fieldBitMask", Inline(0)), ("restitution", Inline(f32(0.2))),
        ("angularVelocity", Inline(0.0)), ("affectedByGravity", Inline(True)),
        ("intersectionTestBitMask", Inline(0)), ("friction", Inline(f32(0.2))),
        ("dynamic", Inline(False)), ("categoryBitMask", Inline(0)),
        ("collisionBitMask", Inline(-1)), ("allowRotation", Inline(True)),
        ("charge", Inline(0.0)), ("_edgeRadius", Inline(f32(0.009))),
        ("linearDamping", Inline(0.0)), ("pinned", Inline(False)),
        ("density", Inline(1.0)),
    ])


def _texture(name, size, pixel_size=None, filtering="linear"):
    if pixel_size is None:
        pixel_size = size
    return ArchObj("SKTexture", ["SKTexture", "NSObject"], [
        ("_imgName", name),                               # image / atlas-frame name
        ("_size", NSValueSize(size)),
        ("_pixelSize", NSValueSize(pixel_size)),
        ("_textRect", NSValueRect((0, 0, 1, 1))),
        ("_cropOffset", NSValuePoint((0, 0))),
        ("_cropScale", NSValuePoint((1, 1))),
        ("_isRotated", Inline(False)),
        ("_isFlipped", Inline(False)),
        ("_isCapture", Inline(False)),
        ("_isPath", Inline(False)),
        ("_filteringMode", Inline(1 if filtering == "linear" else 0)),
        ("_isData", Inline(False)),
        ("_originalAtlasName", None),
        ("_subTextureName", None),
        ("_disableAlpha", Inline(False)),
    ])


class Node:
    """Plain SKNode ('Empty' in the Xcode object library)."""
    CLASS = "SKNode"

    def __init__(self, name=None, position=(0, 0), z_position=0.0, z_rotation=0.0,
                 x_scale=1.0, y_scale=1.0, alpha=1.0, hidden=False, paused=True,
                 custom_class=None, children=None, user_data=None):
        self.user_data = user_data      # {key: str | int | float | bool} ("User Data" in the inspector)
        self.name = name
        self.position = position
        self.z_position = z_position
        self.z_rotation = z_rotation
        self.x_scale = x_scale
        self.y_scale = y_scale
        self.alpha = alpha
        self.hidden = hidden
        self.paused = paused            # Xcode >= 9 saves scene-editor nodes paused=True
        self.custom_class = custom_class
        self.children = list(children or [])

    def add(self, *nodes):
        self.children.extend(nodes)
        return self

    # --- archive helpers -------------------------------------------------
    def _info(self):
        d = []
        if self.custom_class:
            d.append(("_PB_previewSKNodeCustomClassName", self.custom_class))
        return NSMutableDictionary(d) if d else None

    def _reach(self):
        return None

    def _physics(self, ctx):
        return None

    def _node_fields(self, ctx, version=0, skc_paused=None):
        """SKNode part, in the order SKNode.encodeWithCoder: emits it."""
        paused = self.paused
        return [
            ("_version", version),
            ("_position", NSValuePoint(self.position)),
            ("_zRotation", f32(self.z_rotation)),
            ("_xRotation", 0.0),
            ("_yRotation", 0.0),
            ("_xScale", f32(self.x_scale)),
            ("_yScale", f32(self.y_scale)),
            ("_zPosition", f32(self.z_position)),
            ("_opacity", f32(self.alpha)),
            ("_name", self.name),
            ("_info", self._info()),
            ("_reachConstraints", self._reach()),
            ("_children", NSMutableArray([c.to_arch(ctx) for c in self.children])),
            ("_hidden", bool(self.hidden)),
            ("_paused", bool(paused)),
            ("_skcPaused", bool(paused if skc_paused is None else skc_paused)),
            ("_userData", NSMutableDictionary(list(self.user_data.items())) if self.user_data else None),
            ("_constraints", None),
            ("_keyedActions", None),
            ("_actions", None),
            ("_keyedSubSprites", None),
            ("_PKPhysicsBody", self._physics(ctx)),
            ("_attributeValues", ctx.shared.empty_dict),
            ("_originalClass", self.CLASS),
        ]

    def to_arch(self, ctx):
        return ArchObj(self.CLASS, NODE_CLASSES[self.CLASS], self._node_fields(ctx))


class CameraNode(Node):
    CLASS = "SKCameraNode"


class ReferenceNode(Node):
    """SKReferenceNode as the scene editor places a reference to another .sks
    file: the file's name (no extension), its children not stored, and the
    editor's class name SKEditorReferenceNode in _originalClass."""
    CLASS = "SKReferenceNode"

    def __init__(self, file_name, **kw):
        super().__init__(**kw)
        self.file_name = file_name

    def to_arch(self, ctx):
        fields = [(k, ("SKEditorReferenceNode" if k == "_originalClass" else v))
                  for k, v in self._node_fields(ctx)]
        fields += [("_referenceFileName", self.file_name), ("_referenceURL", None)]
        return ArchObj(self.CLASS, NODE_CLASSES[self.CLASS], fields)


class SpriteNode(Node):
    """SKSpriteNode ('Color Sprite').  size is the unscaled size; it is stored
    only inside _bounds (= {{x - ax*w, y - ay*h}, {w, h}})."""
    CLASS = "SKSpriteNode"

    def __init__(self, name=None, position=(0, 0), size=(100, 100), color=(1, 0, 0, 1),
                 color_blend_factor=0.0, texture=None, texture_size=None,
                 texture_pixel_size=None, anchor_point=(0.5, 0.5), blend_mode="alpha",
                 center_rect=(0, 0, 1, 1), physics=None, lighting_bit_mask=0,
                 shadow_cast_bit_mask=0, shadowed_bit_mask=0, **kw):
        super().__init__(name=name, position=position, **kw)
        self.size = size
        self.color = color
        self.color_blend_factor = color_blend_factor
        self.texture = texture
        self.texture_size = texture_size
        self.texture_pixel_size = texture_pixel_size
        self.anchor_point = anchor_point
        self.blend_mode = blend_mode
        self.center_rect = center_rect
        self.physics = physics
        self.lighting_bit_mask = lighting_bit_mask
        self.shadow_cast_bit_mask = shadow_cast_bit_mask
        self.shadowed_bit_mask = shadowed_bit_mask

    def _info(self):
        d = []
        if self.custom_class:
            d.append(("_PB_previewSKNodeCustomClassName", self.custom_class))
        if self.physics is not None:
            d.append(("_PB_previewSpritePhysicsBodyType", self.physics.editor_body_type()))
        return NSMutableDictionary(d) if d else None

    def _reach(self):
        return ArchObj("SKReachConstraints", ["SKReachConstraints", "NSObject"], [
            ("_lowerAngleLimit", Inline(0.0)),
            ("_upperAngleLimit", Inline(2 * math.pi)),       # encodeDouble
        ])

    def _physics(self, ctx):
        if self.physics is None:
            return None
        body = self.physics.to_arch(self.size, (self.x_scale, self.y_scale))
        ctx.bodies.append(body)
        return body

    def to_arch(self, ctx):
        w, h = self.size
        ax, ay = self.anchor_point
        x, y = f32(self.position[0]), f32(self.position[1])
        bounds = (x - ax * f32(w), y - ay * f32(h), w, h)
        r, g, b, a = (list(self.color) + [1.0])[:4]
        tex = None
        if self.texture:
            tex = _texture(self.texture, self.texture_size or self.size, self.texture_pixel_size)
        fields = self._node_fields(ctx) + [
            ("_bounds", NSValueRect(bounds)),
            ("_blendMode", _blend(self.blend_mode)),
            ("_texture", tex),
            ("_normalTexture", None),
            ("_anchorPoint", NSValuePoint(self.anchor_point)),
            ("_centerRect", NSValueRect(self.center_rect)),
            ("_baseColorR", f32(r)),
            ("_baseColorG", f32(g)),
            ("_baseColorB", f32(b)),
            ("_baseColorA", f32(a)),
            ("_colorMix", f32(self.color_blend_factor)),   # colorBlendFactor
            ("_shader", None),
            ("_warpGeometry", None),
            ("_subdivisionLevels", Inline(2)),
            ("_lightingBitMask", Inline(mask32(self.lighting_bit_mask))),
            ("_shadowCastBitMask", Inline(mask32(self.shadow_cast_bit_mask))),
            ("_shadowedBitMask", Inline(mask32(self.shadowed_bit_mask))),
        ]
        return ArchObj(self.CLASS, NODE_CLASSES[self.CLASS], fields)


class LabelNode(Node):
    CLASS = "SKLabelNode"

    def __init__(self, name=None, text="Label", position=(0, 0), font_name="Helvetica Neue",
                 font_size=32.0, font_color=(1, 1, 1, 1), color=(1, 1, 1, 1),
                 color_blend_factor=0.0, blend_mode="alpha",
                 horizontal_alignment="center", vertical_alignment="baseline",
                 number_of_lines=1, preferred_max_layout_width=0.0, paused=True, **kw):
        super().__init__(name=name, position=position, paused=paused, **kw)
        self.text = text
        self.font_name = font_name
        self.font_size = font_size
        self.font_color = font_color
        self.color = color
        self.color_blend_factor = color_blend_factor
        self.blend_mode = blend_mode
        self.horizontal_alignment = horizontal_alignment
        self.vertical_alignment = vertical_alignment
        self.number_of_lines = number_of_lines
        self.preferred_max_layout_width = preferred_max_layout_width

    def to_arch(self, ctx):
        fr, fg, fb, fa = (list(self.font_color) + [1.0])[:4]
        cr, cg, cb, ca = (list(self.color) + [1.0])[:4]
        ha = H_ALIGN[self.horizontal_alignment] if isinstance(self.horizontal_alignment, str) else self.horizontal_alignment
        va = V_ALIGN[self.vertical_alignment] if isinstance(self.vertical_alignment, str) else self.vertical_alignment
        fields = self._node_fields(ctx) + [
            ("_fontName", self.font_name),
            ("_text", self.text),
            ("_numberOfLines", int(self.number_of_lines)),
            ("_preferredMaxLayoutWidth", F32(self.preferred_max_layout_width)),
            ("_attributedText", None),
            ("_textSprite", None),
            ("_textSprites", ctx.shared.empty_array),
            ("_fontSize", Inline(f32(self.font_size))),
            ("_fontColorR", Inline(f32(fr))),
            ("_fontColorG", Inline(f32(fg))),
            ("_fontColorB", Inline(f32(fb))),
            ("_fontColorA", Inline(f32(fa))),
            ("_colorR", Inline(f32(cr))),
            ("_colorG", Inline(f32(cg))),
            ("_colorB", Inline(f32(cb))),
            ("_colorA", Inline(f32(ca))),
            ("_labelColorBlend", Inline(f32(self.color_blend_factor))),
            ("_labelBlendMode", Inline(_blend(self.blend_mode))),
            ("_horizontalAlignmentMode", float(ha)),   # NSNumber (double)
            ("_verticalAlignmentMode", float(va)),
        ]
        return ArchObj(self.CLASS, NODE_CLASSES[self.CLASS], fields)


class KeyframeSequence:
    """SKKeyframeSequence.  values: list of (r,g,b,a) for colour ramps or
    floats for scale/alpha/rotation/speed sequences; times in 0...1."""

    def __init__(self, values, times, interpolation="linear", repeat="clamp"):
        assert len(values) == len(times)
        self.values = values
        self.times = times
        self.interpolation = interpolation
        self.repeat = repeat

    def to_arch(self, colors):
        vals = [NSColorRGB(v) if colors else f32(v) for v in self.values]
        return ArchObj("SKKeyframeSequence", ["SKKeyframeSequence", "NSObject"], [
            ("_values", NSMutableArray(vals)),
            ("_times", NSMutableArray([float(t) for t in self.times])),
            ("_interpolationMode", Inline(INTERPOLATION.get(self.interpolation, self.interpolation))),
            ("_repeatMode", Inline(REPEAT.get(self.repeat, self.repeat))),
        ])


class Emitter(Node):
    """SKEmitterNode as written by Xcode's particle editor.
    Property names follow the SKEmitterNode API."""
    CLASS = "SKEmitterNode"

    def __init__(self, name=None, texture="spark", texture_size=(64, 64),
                 birth_rate=100.0, num_particles_to_emit=0,
                 lifetime=1.0, lifetime_range=0.0,
                 particle_position=(0, 0), position_range=(0, 0),
                 z_position_start=0.0, z_position_range=0.0, z_position_speed=0.0,
                 emission_angle=math.pi / 2, emission_angle_range=0.0,
                 speed=100.0, speed_range=0.0, x_acceleration=0.0, y_acceleration=0.0,
                 alpha=1.0, alpha_range=0.0, alpha_speed=0.0,
                 scale=1.0, scale_range=0.0, scale_speed=0.0,
                 rotation=0.0, rotation_range=0.0, rotation_speed=0.0,
                 particle_size=(0, 0),
                 color=(1, 1, 1, 1), color_range=(0, 0, 0, 0), color_speed=(0, 0, 0, 0),
                 color_blend_factor=1.0, color_blend_factor_range=0.0,
                 color_blend_factor_speed=0.0,
                 color_sequence=None, alpha_sequence=None, scale_sequence=None,
                 rotation_sequence=None, speed_sequence=None,
                 color_blend_factor_sequence=None,
                 blend_mode="alpha", field_bit_mask=0, position=(0, 0),
                 paused=False, standalone=True, **kw):
        node_alpha = kw.pop("node_alpha", 1.0)
        super().__init__(name=name, position=position, paused=paused, alpha=node_alpha, **kw)
        for k, v in list(locals().items()):
            if k not in ("self", "kw", "name", "position", "paused", "node_alpha", "__class__"):
                setattr(self, k, v)
        # the Node constructor set self.alpha = node opacity; keep particle alpha apart
        self.particle_alpha = alpha
        self.alpha = node_alpha

    def to_arch(self, ctx):
        version = int(SPRITEKIT_VERSION) if self.standalone else 0
        cs = self.color_sequence
        color = self.color
        if cs is not None and not isinstance(cs, KeyframeSequence):
            cs = KeyframeSequence([c for _, c in cs], [t for t, _ in cs])
        if cs is not None:
            color = cs.values[0]
        r, g, b, a = (list(color) + [1.0])[:4]
        seq = lambda s: s.to_arch(False) if s is not None else None
        F = lambda x: Inline(f32(x))
        fields = self._node_fields(ctx, version=version) + [
            ("_particleTexture", _texture(self.texture, self.texture_size) if self.texture else None),
            ("_numParticlesToEmit", int(self.num_particles_to_emit)),
            ("_particleColorSequence", cs.to_arch(True) if cs is not None else None),
            ("_particleAlphaSequence", seq(self.alpha_sequence)),
            ("_particleScaleSequence", seq(self.scale_sequence)),
            ("_particleRotationSequence", seq(self.rotation_sequence)),
            ("_particleSpeedSequence", seq(self.speed_sequence)),
            ("_particleColorBlendFactorSequence", seq(self.color_blend_factor_sequence)),
            ("_fieldInfluenceSequence", None),
            ("_particleAction", None),
            ("_target", None),
            ("_shader", None),
            ("_startSize", cgpoint_g(self.particle_size)),
            ("_startPosition", cgpoint_g(self.particle_position)),
            ("_startPositionVariance", cgpoint_g(self.position_range)),
            ("_acceleration", cgpoint_g((self.x_acceleration, self.y_acceleration))),
            ("_birthrate", F(self.birth_rate)),
            ("_lifetime", F(self.lifetime)),
            ("_lifetimeVariance", F(self.lifetime_range)),
            ("_emissionAngle", F(self.emission_angle)),
            ("_emissionAngleVariance", F(self.emission_angle_range)),
            ("_emissionDistance", F(0.0)),
            ("_emissionDistanceRange", F(0.0)),
            ("_startSpeed", F(self.speed)),
            ("_startSpeedVariance", F(self.speed_range)),
            ("_startZPosition", F(self.z_position_start)),
            ("_startZPositionVariance", F(self.z_position_range)),
            ("_zPositionSpeed", F(self.z_position_speed)),
            ("_startOpacity", F(self.particle_alpha)),
            ("_startOpacityVariance", F(self.alpha_range)),
            ("_opacitySpeed", F(self.alpha_speed)),
            ("_startScale", F(self.scale)),
            ("_startScaleVariance", F(self.scale_range)),
            ("_scaleSpeed", F(self.scale_speed)),
            ("_startRotation", F(self.rotation)),
            ("_startRotationVariance", F(self.rotation_range)),
            ("_rotationSpeed", F(self.rotation_speed)),
            ("_startColorR", F(r)), ("_startColorG", F(g)),
            ("_startColorB", F(b)), ("_startColorA", F(a)),
            ("_startColorVarianceR", F(self.color_range[0])),
            ("_startColorVarianceG", F(self.color_range[1])),
            ("_startColorVarianceB", F(self.color_range[2])),
            ("_startColorVarianceA", F(self.color_range[3])),
            ("_colorSpeedR", F(self.color_speed[0])),
            ("_colorSpeedG", F(self.color_speed[1])),
            ("_colorSpeedB", F(self.color_speed[2])),
            ("_colorSpeedA", F(self.color_speed[3])),
            ("_startColorMix", F(self.color_blend_factor)),
            ("_startColorBlendVariance", F(self.color_blend_factor_range)),
            ("_colorBlendSpeed", F(self.color_blend_factor_speed)),
            ("_particleBlendMode", Inline(_blend(self.blend_mode))),
            ("_fieldBitMask", Inline(mask32(self.field_bit_mask))),
        ]
        # Xcode's standalone emitter: _info is $null, _actions is an empty
        # NSMutableArray (scenes use $null for both)
        fields = [(k, (NSMutableArray([]) if k == "_actions" else v)) for k, v in fields]
        return ArchObj(self.CLASS, NODE_CLASSES[self.CLASS], fields)


class Scene(Node):
    CLASS = "SKScene"

    def __init__(self, size=(750, 1334), anchor_point=(0.5, 0.5),
                 background_color=(0.14901961386203766, 0.14901961386203766, 0.14901961386203766, 1.0),
                 name=None, custom_class="GameScene", scale_mode="resizeFill",
                 gravity=(0, -9.8), physics_speed=1.0, camera=None, children=None,
                 editor_camera=True):
        super().__init__(name=name, position=(0, 0), paused=True, children=children,
                         custom_class=custom_class)
        self.size = size
        self.anchor_point = anchor_point
        self.background_color = background_color
        self.scale_mode = scale_mode
        self.gravity = gravity
        self.physics_speed = physics_speed
        self.camera = camera          # a CameraNode that is also among children
        self.editor_camera = editor_camera

    def _info(self):
        d = []
        if self.custom_class:
            d.append(("_PB_previewSKNodeCustomClassName", self.custom_class))
        d.append(("_PB_previewSKEditorSceneSizeWidth", F32(self.size[0])))
        d.append(("_PB_previewSpriteShaderUniforms", self._shared.empty_array))
        if self.editor_camera:
            # the scene editor's own viewport camera (not the scene's camera)
            cam = ArchObj("SKCameraNode", NODE_CLASSES["SKCameraNode"], [
                ("_version", 0), ("_position", NSValuePoint((512, 384))),
                ("_zRotation", 0.0), ("_xRotation", 0.0), ("_yRotation", 0.0),
                ("_xScale", 2.0), ("_yScale", 2.0), ("_zPosition", 0.0), ("_opacity", 1.0),
                ("_name", "camera"),
                ("_info", NSMutableDictionary([("_PB_previewSKNodeUniqueID", 0)])),
                ("_reachConstraints", None), ("_children", NSMutableArray([])),
                ("_hidden", False), ("_paused", False), ("_skcPaused", False),
                ("_userData", None), ("_constraints", None), ("_keyedActions", None),
                ("_actions", None), ("_keyedSubSprites", None), ("_PKPhysicsBody", None),
                ("_attributeValues", self._shared.empty_dict),
                ("_originalClass", "SKCameraNode"),
            ])
            d.append(("_PB_previewSKEditorSceneCameraNode", cam))
        d.append(("_PB_previewSKEditorSceneSizeHeight", F32(self.size[1])))
        return NSMutableDictionary(d)

    def to_arch(self, ctx):
        self._shared = ctx.shared
        w, h = self.size
        ax, ay = self.anchor_point
        r, g, b, a = (list(self.background_color) + [1.0])[:4]
        node = self._node_fields(ctx)
        # scene-level PKPhysicsBody comes after the children (and their bodies)
        scene_body = _scene_default_body()
        pin = _scene_pin_body()
        node = [(k, scene_body if k == "_PKPhysicsBody" else v) for k, v in node]
        cam_obj = None
        if self.camera is not None:
            cam_obj = ctx.node_objs.get(id(self.camera))
        world = ArchObj("PKPhysicsWorld", ["PKPhysicsWorld", "NSObject"], [
            ("_joints", NSMutableArray([])),
            ("_bodies", NSMutableArray([pin, scene_body] + ctx.bodies)),
            ("gravity", cgpoint_g(self.gravity)),
            ("speedMultiplier", Inline(f32(self.physics_speed))),
        ])
        fields = node + [
            ("_scenePinBody", pin),
            ("_backgroundColorR", f32(r)),
            ("_backgroundColorG", f32(g)),
            ("_backgroundColorB", f32(b)),
            ("_backgroundColorA", f32(a)),
            ("Scene_bounds", NSValueRect((0, 0, w, h))),
            ("_visibleRect", NSValueRect((-ax * f32(w), -ay * f32(h), w, h))),
            ("_scaleMode", SCALE_MODES.get(self.scale_mode, self.scale_mode)),
            ("_physicsWorld", world),
            ("_anchorPoint", NSValuePoint(self.anchor_point)),
            ("_camera", cam_obj),
            ("_blendMode", 0),
            ("_shouldCenterFilter", True),
            ("_shouldRasterize", False),
            ("_shouldEnableEffects", False),
            ("_shader", None),
            ("_filter", None),
        ]
        return ArchObj(self.CLASS, NODE_CLASSES[self.CLASS], fields)


class _Ctx:
    def __init__(self):
        self.shared = _Shared()
        self.bodies = []
        self.node_objs = {}


def _patch_camera_lookup():
    """Make Node.to_arch register archived objects so Scene._camera can
    point at the same SKCameraNode instance that is in _children."""
    for cls in (Node, CameraNode, SpriteNode, LabelNode, Emitter, ReferenceNode):
        orig = cls.__dict__.get("to_arch")
        if orig is None:
            continue

        def wrapped(self, ctx, _orig=orig):
            obj = _orig(self, ctx)
            ctx.node_objs[id(self)] = obj
            return obj
        cls.to_arch = wrapped


_patch_camera_lookup()


# --------------------------------------------------------------------------
# file writers
# --------------------------------------------------------------------------


def scene_archive(scene, spritekit_version=SPRITEKIT_VERSION):
    ctx = _Ctx()
    root = scene.to_arch(ctx)
    arch = Archiver()
    top = [
        ("root", root),
        ("document.type", "com.apple.spritekit.scene"),
        ("SKSceneActionAssignmentsArchiveKey", ctx.shared.empty_dict),
        ("_gkScene", ArchObj("GKScene", ["GKScene", "NSObject"], [
            ("_entities", NSMutableArray([])),
            ("_graphs", NSMutableDictionary([])),
        ])),
        ("_info", NSDictionary([
            ("_spriteKitVersion", spritekit_version),
            ("_sceneEditorVersion", SCENE_EDITOR_VERSION),
            ("_gameplayKitKitVersion", GAMEPLAYKIT_VERSION),
        ])),
    ]
    return arch.archive(top)


def emitter_archive(emitter, spritekit_version=SPRITEKIT_VERSION,
                    preview_position=(0, 0), preview_background=(0.15, 0.15, 0.15, 1.0)):
    ctx = _Ctx()
    emitter.standalone = True
    root = emitter.to_arch(ctx)
    arch = Archiver()
    top = [
        ("root", root),
        ("_info", NSDictionary([
            ("_particleEditorVersion", PARTICLE_EDITOR_VERSION),
            ("_spriteKitVersion", spritekit_version),
            ("_PB_previewParticlePosition", NSValuePoint(preview_position)),
            ("_PB_previewBackgroundColor", NSColorRGB(preview_background, colorspace=2)),
        ])),
    ]
    return arch.archive(top)


def write_scene(scene, path):
    data = write_bplist(scene_archive(scene))
    with open(path, "wb") as f:
        f.write(data)
    return path


def write_emitter(emitter, path):
    data = write_bplist(emitter_archive(emitter))
    with open(path, "wb") as f:
        f.write(data)
    return path


# --------------------------------------------------------------------------
# PNG images (RGBA, 8 bits a channel)
# --------------------------------------------------------------------------


def write_png(path, width, height, pixel):
    """pixel(x, y) -> (r, g, b, a) bytes, y = 0 the top row."""
    import zlib
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(png)
    return path


# --------------------------------------------------------------------------
# example
# --------------------------------------------------------------------------

def example_scene():
    scene = Scene(size=(750, 1334), anchor_point=(0.5, 0.5),
                  background_color=(0.14901961386203766,) * 3 + (1.0,),
                  custom_class="GameScene")
    scene.add(LabelNode(name="helloLabel", text="Hello, World!",
                        font_name="HelveticaNeue-UltraLight", font_size=144,
                        font_color=(1, 1, 1, 1), horizontal_alignment="center",
                        vertical_alignment="center"))
    scene.add(SpriteNode(name="player", position=(0, -300), size=(64, 64),
                         texture="player", z_position=1, color=(1, 1, 1, 1),
                         physics=PhysicsBody.circle(category=0x1, collision=0x2,
                                                    contact=0x2, dynamic=True)))
    scene.add(SpriteNode(name="ground", position=(0, -600), size=(750, 40),
                         color=(0.2, 0.8, 0.2, 1.0), z_position=0,
                         physics=PhysicsBody.rectangle(category=0x2, collision=0x1,
                                                       contact=0x0, dynamic=False,
                                                       affected_by_gravity=False)))
    scene.add(SpriteNode(name="box", position=(120, -200), size=(50, 50),
                         x_scale=1.5, color=(0.9, 0.3, 0.1, 1.0), z_rotation=0.25,
                         physics=PhysicsBody.rectangle(category=0x4, collision=0x3,
                                                       contact=0x1)))
    scene.add(LabelNode(name="scoreLabel", text="Score: 0", position=(-340, 600),
                        font_name="Menlo-Bold", font_size=36,
                        font_color=(1.0, 0.8, 0.0, 1.0),
                        horizontal_alignment="left", vertical_alignment="top"))
    return scene


def example_spark():
    return Emitter(texture="spark", texture_size=(64, 64),
                   birth_rate=300, lifetime=1.0, lifetime_range=0.5,
                   position_range=(10, 10),
                   emission_angle=math.radians(90), emission_angle_range=math.radians(360),
                   speed=160, speed_range=50, y_acceleration=-50,
                   alpha=0.8, alpha_range=0.2, alpha_speed=-0.45,
                   scale=0.2, scale_range=0.4, scale_speed=-0.5,
                   rotation_speed=0.0,
                   color_sequence=KeyframeSequence(
                       [(1.0, 0.9, 0.3, 1.0), (1.0, 0.4, 0.1, 1.0), (0.6, 0.1, 0.6, 0.0)],
                       [0.0, 0.4, 1.0]),
                   color_blend_factor=1.0, blend_mode="add")


# --------------------------------------------------------------------------
# OpenUIKit's fixtures (Tests/SpriteKitTests/Fixtures)
# --------------------------------------------------------------------------

def fixture_game_scene():
    """GameScene.sks: a scene the size of an iPhone 15's screen, centred, with
    sprites (one textured), labels, a camera, physics bodies with masks (one
    with the high bit set, stored as a negative int32), user data, a node of a
    custom class and an emitter."""
    camera = CameraNode(name="mainCamera", position=(0, 0))
    scene = Scene(size=(393, 852), anchor_point=(0.5, 0.5),
                  background_color=(0.1, 0.2, 0.3, 1.0), custom_class="GameScene",
                  scale_mode="aspectFill", gravity=(0, -4.9), camera=camera)
    scene.add(SpriteNode(name="player", position=(-100, 200), size=(60, 60),
                         texture="player", texture_size=(16, 16), z_position=2,
                         color=(1, 0, 0, 1),
                         physics=PhysicsBody.circle(category=0x1, collision=0x2, contact=0x6,
                                                    friction=0.4, restitution=0.5, density=2.0)))
    scene.add(SpriteNode(name="ground", position=(0, -380), size=(393, 40),
                         color=(0, 1, 0, 1), anchor_point=(0.5, 0.5),
                         physics=PhysicsBody.rectangle(category=0x2, collision=0xFFFFFFFF, contact=0,
                                                       dynamic=False, affected_by_gravity=False)))
    scene.add(SpriteNode(name="box", position=(100, 0), size=(50, 50), x_scale=1.5,
                         color=(1, 0, 0, 1), z_rotation=0.25,
                         physics=PhysicsBody.rectangle(category=0x80000000, collision=0x3, contact=0x1,
                                                       allows_rotation=False)))
    scene.add(LabelNode(name="scoreLabel", text="Score: 0", position=(-180, 400),
                        font_name="Menlo-Bold", font_size=36, font_color=(1.0, 0.8, 0.0, 1.0),
                        horizontal_alignment="left", vertical_alignment="top"))
    scene.add(LabelNode(name="helloLabel", text="Hello, World!", font_name="HelveticaNeue-UltraLight",
                        font_size=48, vertical_alignment="center", hidden=True))
    scene.add(Node(name="layer", position=(0, -200), z_position=5, children=[
        SpriteNode(name="coin", position=(20, 10), size=(30, 30), color=(1, 1, 0, 1),
                   custom_class="Coin", user_data={"points": 5, "kind": "gold"}),
    ]))
    scene.add(Emitter(name="sparks", position=(0, 100), texture="spark", texture_size=(8, 8),
                      birth_rate=50, lifetime=1, speed=0, color=(1, 0, 0, 1), standalone=False))
    scene.add(camera)
    return scene


def fixture_spark():
    """Spark.sks: an emitter of the particle editor's kind, with a colour ramp."""
    return Emitter(texture="spark", texture_size=(8, 8),
                   birth_rate=120, lifetime=2.0, lifetime_range=0.5, num_particles_to_emit=0,
                   position_range=(10, 4),
                   emission_angle=math.radians(90), emission_angle_range=math.radians(30),
                   speed=80, speed_range=20, y_acceleration=-30,
                   alpha=0.9, alpha_range=0.0, alpha_speed=-0.4,
                   scale=0.5, scale_range=0.0, scale_speed=0.25,
                   rotation_speed=1.0,
                   color_sequence=KeyframeSequence(
                       [(1.0, 0.0, 0.0, 1.0), (0.0, 0.0, 1.0, 1.0)], [0.0, 1.0]),
                   color_blend_factor=1.0, blend_mode="add")


def fixture_bunny():
    """Bunny.sks: a scene of one sprite, referenced by Level.sks."""
    scene = Scene(size=(100, 100), anchor_point=(0.5, 0.5), custom_class=None, editor_camera=False)
    scene.add(SpriteNode(name="bunny", position=(10, 20), size=(40, 40), color=(0, 0, 1, 1)))
    return scene


def fixture_level():
    """Level.sks: a scene with a reference node to Bunny.sks."""
    scene = Scene(size=(393, 852), anchor_point=(0.5, 0.5), custom_class=None)
    scene.add(ReferenceNode("Bunny", name="bunnyRef", position=(50, 60)))
    return scene


def write_fixtures(out):
    import os
    os.makedirs(out, exist_ok=True)
    written = [
        write_scene(fixture_game_scene(), os.path.join(out, "GameScene.sks")),
        write_emitter(fixture_spark(), os.path.join(out, "Spark.sks")),
        write_scene(fixture_bunny(), os.path.join(out, "Bunny.sks")),
        write_scene(fixture_level(), os.path.join(out, "Level.sks")),
    ]
    # A file cut short, as a failed copy leaves one.
    whole = write_bplist(scene_archive(fixture_bunny()))
    truncated = os.path.join(out, "Truncated.sks")
    with open(truncated, "wb") as f:
        f.write(whole[:len(whole) // 2])
    written.append(truncated)
    # player.png: 16 x 16, blue; spark.png: 8 x 8, white.
    written.append(write_png(os.path.join(out, "player.png"), 16, 16, lambda x, y: (0, 0, 255, 255)))
    written.append(write_png(os.path.join(out, "spark.png"), 8, 8, lambda x, y: (255, 255, 255, 255)))
    return written


if __name__ == "__main__":
    import os
    import sys
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "Tests", "SpriteKitTests", "Fixtures")
    for path in write_fixtures(out):
        print(os.path.relpath(path))
