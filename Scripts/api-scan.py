#!/usr/bin/env python3
"""api-scan.py: which API names an iOS sample corpus uses that OpenUIKit does not declare.

Usage: python3 Scripts/api-scan.py [--corpus DIR] [--match REGEX] [--modules DIR] [--top N] [--per-app FILE]

It reads every app's Swift sources (an app is a top-level folder of the corpus: a git directory
read without a work tree, or a plain folder) and compares the names they use with the
declarations available on Linux: OpenUIKit's library products (their targets, read from
Package.swift) and the toolchain's modules (Swift, Foundation = swift-corelibs-foundation,
Dispatch, Glibc, XCTest, …). It prints the share of apps with nothing missing, the missing names
most apps use, and, with --per-app, a TSV of app, count, missing names.

Declarations: `swift symbolgraph-extract` on each module (names, members with their full names,
parameter defaults, property types, inheritsFrom/conformsTo), cached under
$TMPDIR/openuikit-api-scan (graphs keyed by the modules' mtimes, the folded index also by this
script's hash), so a rerun takes a second or two. Fallbacks, where the extractor falls short:
  * UIKit (Swift 6.3.1): the extractor recurses forever deserializing an `init()` and crashes, as
    swift-api-digester and swift-synthesize-interface do. For such a module the script parses the
    sources the module was built from (SwiftPM's <Module>.build/sources beside --modules, else
    Sources/<Module>) with the same light parser it uses for apps, keeping what a client sees:
    public/open declarations, protocol requirements, enum cases (+ init(rawValue:) for raw enums);
  * SwiftGlibc (C): its graph lacks most functions (usleep, …), so its synthesized Swift
    interface (swift-synthesize-interface) is parsed as well;
  * names uikit-port rewrites before building (its Swift5Renames.swift, PORT_REWRITES) are known.

What counts as missing (per app; reported as `module:X`, `X`, `T.member`, `.member`):
  * `module:X`: an import neither OpenUIKit nor the toolchain provides (nor the app's own targets);
  * `X`: a capitalized identifier (a type, or a global like CGImageSourceCreateWithURL), or a bare
    lowercase name (object_getClassName, or an inherited member used without `self.`), that no
    module, no enclosing type's hierarchy and none of the app's declarations (its types, members,
    locals, parameters, closure parameters, generic parameters, tuple labels) declare;
  * `T.member`: a member looked up on a known receiver type T, which is a literal type
    (`UIScreen.main.x`: main, shared, current, … are taken to return their type), self, super,
    a property with a declared type (`self.tableView.x`, `navigationController?.navigationBar.x`),
    or a local bound once to such a chain (`let ud = UserDefaults.standard`). T's members are its
    own, its superclasses', its protocols' and their extensions' (library and app), so a member
    existing on another type only is caught. `override func/var` compares the full name
    (`UITableViewController.tableView(_:shouldBeginMultipleSelectionInteractionAt:)`) with the
    superclass chain only. Calls compare labels: `T.f(a:)` / `T.init(a:)` when no declaration
    fits (in order; only defaulted parameters or, for trailing closures, final ones may be left
    out; the most derived declaration of a name wins, as an override without a default drops
    it; a class's inits are its own, or its superclass's designated ones if it declares none,
    plus convenience ones up the chain);
  * `.member`: `.x` on an unknown receiver, or an implicit member (`.usesLineFragmentOrigin`),
    whose base name no type anywhere declares, or whose labels no declaration of it fits.

Limits (it reads text, it does not type-check): a receiver it cannot name (a call result, a
closure parameter, a local bound to different things) makes `.x` missing only if no type at all
declares x; overloads are told apart by labels only, never by argument types, optionality,
availability (@available(*, unavailable)), access from extensions, actor isolation or
static-vs-instance; dynamic member lookup accepts anything; generic parameter names of the
library count as declared; code under every #if branch counts; string contents and #selector /
#keyPath arguments (which uikit-port rewrites) are skipped; names a macro would add are unknown.
Hand-checked against the Programming iOS corpus's build results: no false positive on the 245
apps that build; most flagged names of the failing apps are those their compiler errors name.
"""
import argparse, collections, hashlib, json, os, pickle, re, subprocess, sys, tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CACHE_VERSION = 3

# Swift words that are never names to check, and declaration modifiers (kept until the next decl).
KEYWORDS = set('''associatedtype class deinit enum extension fileprivate func import init inout internal
let open operator private precedencegroup protocol public rethrows static struct subscript typealias var
break case catch continue default defer do else fallthrough for guard if in repeat return throw switch where
while as await false is nil self Self super throws true try async some any actor'''.split())
MODIFIERS = set('''public open private fileprivate internal static class final override mutating nonmutating
convenience required lazy weak unowned dynamic optional indirect nonisolated package'''.split())
EXPR_KEYWORDS = KEYWORDS - {'self', 'super', 'Self', 'true', 'false', 'nil'}
MEMBER_IGNORE = {'self', 'init', 'Type', 'Protocol', 'rawValue', 'dynamicType', 'some', 'none'}
TYPE_IGNORE = {'Self', 'Type', 'Any', 'AnyObject', 'Protocol', 'Element'}
# Accessors taken to return the type they are called on: UIScreen.main.x checks x on UIScreen.
SINGLETONS = {'main', 'shared', 'current', 'default', 'standard', 'general', 'processInfo',
              'sharedApplication', 'defaultCenter', 'standardUserDefaults', 'currentDevice'}
# Capitalized attributes that are not property wrappers or macros.
BUILTIN_ATTRS = {'IBOutlet', 'IBAction', 'IBDesignable', 'IBInspectable', 'IBSegueAction', 'IBOutletCollection',
                 'NSCopying', 'NSManaged', 'UIApplicationMain', 'NSApplicationMain', 'GKInspectable'}
# Names uikit-port rewrites before building (Sources/UIKitPort/PortRule.swift), so not reported.
PORT_REWRITES = {'.perform(_:with:afterDelay:)', '.addObserver(_:selector:name:object:)',
                 'NotificationCenter.addObserver(_:selector:name:object:)'}

# ---------------------------------------------------------------- lexing
ID_RE = re.compile(r'`[^`\n]+`|[A-Za-z_$][A-Za-z_0-9$]*')
NUM_RE = re.compile(r'0[xXbBoO][0-9a-fA-F_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?')
OP_RE = re.compile(r'\.\.[.<]|[-+*/%=<>!&|^~?]+')
STR_RE = re.compile(r'(#*)("""|")')


def lex(src, i=0, line=1, inner=False):
    """Tokens (kind, text, line, space-before: 0 none, 1 blank, 2 newline). Comments are dropped; a
    string literal is one 'str' token followed by its interpolations' code, each inside ( )."""
    toks, n, sp, depth = [], len(src), 2, 0
    while i < n:
        c = src[i]
        if c == '\n':
            line, i, sp = line + 1, i + 1, 2
            continue
        if c in ' \t\r\f\v':
            i, sp = i + 1, max(sp, 1)
            continue
        if src.startswith('//', i):
            j = src.find('\n', i)
            i = n if j < 0 else j
            continue
        if src.startswith('/*', i):                       # block comments nest in Swift
            d = 0
            while i < n:
                if src.startswith('/*', i): d, i = d + 1, i + 2
                elif src.startswith('*/', i):
                    d, i = d - 1, i + 2
                    if not d: break
                else: line, i = line + (src[i] == '\n'), i + 1
            sp = max(sp, 1)
            continue
        m = STR_RE.match(src, i)
        if m:                                             # "…", """…""", #"…"# with \( ) interpolation
            close, esc = m.group(2) + m.group(1), '\\' + m.group(1)
            toks.append(('str', '""', line, sp))
            i, sp = m.end(), 0
            while i < n and not src.startswith(close, i):
                if src.startswith(esc, i):
                    k = i + len(esc)
                    if src.startswith('(', k):
                        toks.append(('p', '(', line, 0))
                        sub, i, line = lex(src, k + 1, line, True)
                        toks.extend(sub)
                        toks.append(('p', ')', line, 0))
                        continue
                    i = k
                line, i = line + (src[i] == '\n'), i + 1
            i += len(close)
            continue
        if inner and c in '()':
            if c == ')' and depth == 0: return toks, i + 1, line
            depth += 1 if c == '(' else -1
        m = ID_RE.match(src, i)
        if m: kind = 'id'
        elif c in '#@' and ID_RE.match(src, i + 1):
            m, kind = ID_RE.match(src, i + 1), 'pound' if c == '#' else 'attr'
            toks.append((kind, c + m.group(0), line, sp))
            i, sp = m.end(), 0
            continue
        else:
            m = NUM_RE.match(src, i); kind = 'num'
            if not m: m = OP_RE.match(src, i); kind = 'op'
        if m:
            toks.append((kind, m.group(0).strip('`'), line, sp)); i = m.end()
        else:
            toks.append(('p', c, line, sp)); i += 1
        sp = 0
    return (toks, i, line) if inner else toks


def skip_group(toks, j):
    """Index after the bracket group opening at toks[j]."""
    depth = 0
    for k in range(j, len(toks)):
        if toks[k][0] == 'p' and toks[k][1] in '([{': depth += 1
        elif toks[k][0] == 'p' and toks[k][1] in ')]}':
            depth -= 1
            if depth <= 0: return k + 1
    return len(toks)


def clean(toks, wrappers):
    """Drop #if conditions, attributes (recording property-wrapper names) and the arguments of
    #available/#selector/#keyPath/literals, which become one 'lit' token."""
    out, i = [], 0
    while i < len(toks):
        kind, t, line, sp = toks[i]
        nxt_paren = i + 1 < len(toks) and toks[i + 1][1] == '(' and toks[i + 1][3] == 0
        if kind == 'pound' and t in ('#if', '#elseif', '#else', '#endif', '#sourceLocation'):
            i += 1
            while i < len(toks) and toks[i][3] != 2: i += 1
            continue
        if kind == 'pound':
            i = skip_group(toks, i + 1) if nxt_paren else i + 1
            out.append(('lit', t, line, sp))
            continue
        if kind == 'attr':
            if t[1:2].isupper() and t[1:] not in BUILTIN_ATTRS: wrappers.append(t[1:])
            i = skip_group(toks, i + 1) if nxt_paren else i + 1
            continue
        out.append(toks[i]); i += 1
    return out


def skip_generics(toks, j, names=None):
    """Index after the <…> starting at toks[j]; collects the generic parameter names into names."""
    depth, k = 0, j
    while k < len(toks):
        kind, t = toks[k][:2]
        if kind == 'op':
            t = t.replace('->', '')
            depth += t.count('<') - t.count('>')
            if depth <= 0: return k + 1
        elif kind == 'p' and t in '{;': return k
        elif names is not None and kind == 'id' and depth == 1 and toks[k - 1][1] in ('<', ','):
            names.add(t)
        k += 1
    return k


def split_args(toks, j, angles=False):
    """The top-level arguments (token lists) of the bracket group at toks[j], and the index after
    it; with angles, commas inside <…> (generic parameter types) do not split."""
    args, cur, depth, ang, k = [], [], 0, 0, j
    while k < len(toks):
        kind, t = toks[k][:2]
        if kind == 'p' and t in '([{':
            depth += 1
            if depth == 1: k += 1; continue
        elif kind == 'p' and t in ')]}':
            depth -= 1
            if depth == 0: return args + ([cur] if cur else []), k + 1
        elif angles and kind == 'op' and t != '->': ang += t.count('<') - t.count('>')
        elif depth == 1 and ang <= 0 and t == ',': args.append(cur); cur = []; k += 1; continue
        cur.append(toks[k]); k += 1
    return args, k


def call_args(toks, j):
    """Labels ('_' for none) of the call whose '(' is toks[j], and how many trailing closures follow."""
    args, k = split_args(toks, j)
    labels = [a[0][1] if len(a) > 1 and a[0][0] == 'id' and a[1][1] == ':' else '_' for a in args]
    tc = 0
    if k < len(toks) and toks[k][1] == '{':           # also `if f(x) {`, which only makes it lenient
        tc, k = 1, skip_group(toks, k)
        while k + 2 < len(toks) and toks[k][0] == 'id' and toks[k + 1][1] == ':' and toks[k + 2][1] == '{':
            tc, k = tc + 1, skip_group(toks, k + 2)
    return labels, tc


def params(toks, j):
    """A declaration's parameter list at toks[j]: labels, per parameter (has a default, is a
    closure, is variadic), the (name, type name) it binds, and the index after it."""
    args, end = split_args(toks, j, angles=True)
    labels, sig, binds = [], [], []
    for a in args:
        c = next((n for n, x in enumerate(a) if x[1] == ':'), None)
        if c is None: labels.append('_'); sig.append((False, False, False)); continue   # case x(Int)
        pre, rest = [x[1] for x in a[:c] if x[0] == 'id'], [x[1] for x in a[c + 1:]]
        labels.append(pre[0] if pre else '_')
        ty = [x for x in a[c + 1:] if x[1] not in ('inout', 'some', 'any')]
        n = 1                                          # its type, when a plain (dotted) name
        while n + 1 < len(ty) and ty[n][1] == '.' and ty[n + 1][0] == 'id': n += 2
        plain = ty and ty[0][0] == 'id' and '...' not in rest
        binds.append((pre[-1] if pre else '_', ''.join(x[1] for x in ty[:n]) if plain else None))
        cut = rest.index('=') if '=' in rest else len(rest)
        sig.append(('=' in rest, '->' in rest[:cut], '...' in rest[:cut]))
    return labels, tuple(sig), binds, end


def decl_sig(text):
    """Parameter info of a declaration written out (a symbol graph's declarationFragments)."""
    toks = clean(lex(text), [])
    k = next((n for n, t in enumerate(toks) if t[1] == '('), None)
    return params(toks, k)[1] if k is not None else ()


def title(name, labels):
    return '%s(%s)' % (name, ''.join(l + ':' for l in labels))


def base(t): return t.split('(', 1)[0]


def title_labels(t): return t[t.index('(') + 1:-1].split(':')[:-1] if '(' in t else []


def compatible(call, tc, t, sig):
    """Whether a call's labels (and tc trailing closures) fit declaration t: in order, skipping only
    defaulted parameters, a variadic one taking more unlabelled arguments, and (as many as there
    are trailing closures) required ones at the end. Without sig (unknown) every parameter counts as optional."""
    decl = title_labels(t)
    if sig is None or len(sig) != len(decl): sig = [(True, True, True)] * len(decl)
    j = 0
    for i, l in enumerate(call):
        if l == '_' and i and j and sig[j - 1][2]: continue
        while j < len(decl) and decl[j] != l:
            if not (sig[j][0] or sig[j][2]): return False
            j += 1
        if j == len(decl): return False
        j += 1
    return len([k for k in range(j, len(decl)) if not (sig[k][0] or sig[k][2])]) <= tc


# ---------------------------------------------------------------- declarations and uses
class Decls:
    """Declarations of one module set or app, by dotted type path ('UIFont.TextStyle')."""
    def __init__(self):
        self.types, self.members = {}, collections.defaultdict(set)    # path -> kind; path -> titles
        self.supers, self.superclass = collections.defaultdict(list), {}  # inheritance as names/paths
        self.aliases, self.globals, self.names = {}, set(), set()       # names: any declared identifier
        self.sigs, self.mtype = {}, {}      # (path, title) -> parameter info; (path, var) -> its type
        self.locals, self.generics = set(), set()   # app: names bound in bodies; generic parameters
        self.local_src = collections.defaultdict(list)   # local name -> [(chain it is bound to, type)]
        self.convenience = set()                         # (path, title) of convenience initializers

    def finalize(self):
        self.by_simple = collections.defaultdict(list)
        for p in list(self.types) + list(self.aliases):
            self.by_simple[p.rsplit('.', 1)[-1]].append(p)
        self.bases = {p: {base(t) for t in ts} for p, ts in self.members.items()}
        self.all_bases = set().union(*self.bases.values()) if self.bases else set()
        self.func_titles, self.nonfunc = collections.defaultdict(set), set()
        for p, ts in self.members.items():
            for t in ts:
                if '(' in t: self.func_titles[base(t)].add((p, t))
                else: self.nonfunc.add(t)
        return self


CONTEXTUAL = MODIFIERS | KEYWORDS | set('''get set willSet didSet unsafe safe prefix postfix infix
associativity higherThan lowerThan assignment consume copy borrowing consuming sending each isolated _'''.split())
IMPLICIT = {'error', 'newValue', 'oldValue'}      # names Swift binds implicitly (catch, set, didSet)


def parse(toks, D, uses, lib=False):
    """One pass over a file's tokens: declarations into D; with uses (a list), the uses of names:
    ('type', name), ('mod', name), ('mem', chain, enclosing type, name, labels, trailing closures),
    ('new', type, labels, tc), ('supinit', enclosing, labels, tc), ('ovr', enclosing, title),
    ('bare', name, enclosing). lib keeps only what a client of the module sees."""
    scopes, pending, mods, brackets, i, no_bare = [], None, set(), [], 0, 0
    def enclosing():
        for s in reversed(scopes):
            if s['path']: return s['path']
        return None
    def declare(name, t, kind, sig=None, mtype=None):   # a member of the enclosing type, or a global
        D.names.add(name)
        s = scopes[-1] if scopes else None
        if s and s['path']:
            vis = (not lib or {'public', 'open'} & mods or s['kind'] == 'protocol' or kind == 'case'
                   or (s['public_ext'] and not {'private', 'fileprivate', 'internal'} & mods))
            if vis and s['visible']:
                D.members[s['path']].add(t)
                if sig is not None: D.sigs[(s['path'], t)] = sig
                if mtype: D.mtype[(s['path'], t)] = mtype
            if 'override' in mods and uses is not None: uses.append(('ovr', s['path'], t))
        elif not s and (not lib or {'public', 'open'} & mods):
            D.globals.add(name)
            if sig is not None: D.sigs[('', t)] = sig
        elif s: D.locals.add(name)
    def type_after(j):                  # the dotted type name at toks[j] (None for [..], (..) types)
        if j >= len(toks) or toks[j][0] != 'id': return None
        n = toks[j][1]
        while j + 2 < len(toks) and toks[j + 1][1] == '.' and toks[j + 2][0] == 'id': n, j = n + '.' + toks[j + 2][1], j + 2
        return n
    def chain_at(k):                    # what `= …` binds: T(…) -> 'T', a plain chain a.b.c -> [ids],
        ids = []                        # `… as? T` -> 'T'; None for anything else
        while k < len(toks) and toks[k][0] == 'id' and toks[k][1] not in EXPR_KEYWORDS:
            ids.append(toks[k][1]); k += 1
            while k < len(toks) and toks[k][1] in ('?', '!') and toks[k][3] == 0: k += 1
            if k + 1 < len(toks) and toks[k][1] == '.' and toks[k + 1][0] == 'id': k += 1
            else: break
        out = ids or None
        if ids and k < len(toks) and toks[k][1] == '(' and toks[k][3] == 0:
            ids = ids[:-1] if ids[-1] == 'init' else ids
            out = '.'.join(ids) if ids and all(x[:1].isupper() for x in ids) else None
            k = skip_group(toks, k)
        if k < len(toks) and toks[k][1] == 'as':
            return type_after(k + 2 if k + 1 < len(toks) and toks[k + 1][1] in ('?', '!') else k + 1)
        return out if k >= len(toks) or toks[k][3] == 2 or toks[k][1] in ('}', ';', ',', '{', 'else') else None
    while i < len(toks):
        kind, t, line, sp = toks[i]
        prev = toks[i - 1] if i else ('p', ';', 0, 2)
        nxt = toks[i + 1][1] if i + 1 < len(toks) else ''
        after_dot = prev[1] == '.' and prev[0] == 'p'
        word = kind == 'id' and not after_dot
        if kind == 'p' and t == '{':
            if pending: scopes.append(pending); pending = None
            else:
                scopes.append({'path': None, 'kind': 'block'})
                k, n, depth = i + 1, i + 1, 0           # closure parameters: { [captures] a, b in / { (a: T) -> U in
                if k < len(toks) and toks[k][1] == '[': k = n = skip_group(toks, k)
                while n < min(len(toks), k + 30) and toks[n][1] not in ('{', '}') and not (toks[n][1] == 'in' and depth == 0):
                    depth += {'(': 1, '[': 1, ')': -1, ']': -1}.get(toks[n][1], 0) if toks[n][0] == 'p' else 0
                    n += 1
                if n < len(toks) and toks[n][1] == 'in' and toks[n][0] == 'id':
                    bound = [x[1] for x in toks[k:n] if x[0] == 'id' and not x[1][:1].isupper()]
                    D.locals.update(bound); D.names.update(bound)
                    for b in bound: D.local_src[b].append(None)
            mods = set()
        elif kind == 'p' and t == '}':
            if scopes: scopes.pop()
            mods = set()
        elif kind == 'p' and t in '([':
            brackets.append(t)
            if t == '(' and prev[0] not in ('id', 'str', 'num', 'lit') and prev[1] not in (')', ']', '?', '!', '>'):
                labels, _ = call_args(toks, i)          # a tuple or closure parameter list: its labels
                D.names.update(l for l in labels if l != '_')
        elif kind == 'p' and t in ')]':
            if brackets: brackets.pop()
        elif word and t in MODIFIERS and i + 1 < len(toks) and toks[i + 1][0] == 'id' and nxt in CONTEXTUAL:
            mods.add(t)
        elif word and t in ('class', 'struct', 'enum', 'protocol', 'actor', 'extension') and i + 1 < len(toks) \
                and toks[i + 1][0] == 'id':
            j, name = i + 2, nxt
            while t == 'extension' and j + 1 < len(toks) and toks[j][1] == '.' and toks[j + 1][0] == 'id':
                name, j = name + '.' + toks[j + 1][1], j + 2
            gens = set()
            if j < len(toks) and toks[j][1].startswith('<'): j = skip_generics(toks, j, gens)
            D.names.update(gens | {name}); D.generics |= gens
            sups, k = [], j
            if k < len(toks) and toks[k][1] == ':':      # inheritance: A, B.C, D<E> until { or where
                k += 1
                while k < len(toks) and toks[k][1] not in ('{', 'where'):
                    if toks[k][0] == 'id' and toks[k][1] not in ('any', 'some'):
                        sups.append(type_after(k))
                        while k + 2 < len(toks) and toks[k + 1][1] == '.': k += 2
                        if k + 1 < len(toks) and toks[k + 1][1].startswith('<'): k = skip_generics(toks, k + 1) - 1
                    k += 1
            outer = enclosing() if scopes and scopes[-1]['path'] else None
            path = name if t == 'extension' or not outer else outer + '.' + name
            local, public = bool(scopes) and not scopes[-1]['path'], bool({'public', 'open'} & mods)
            if t != 'extension':
                if not (lib and (local or not public or (scopes and not scopes[-1]['visible']))): D.types[path] = t
                if scopes and scopes[-1]['path']: declare(name, name, 'type')
            if not (lib and local): D.supers[path].extend(sups)
            if t == 'extension' and uses is not None: uses.append(('type', name.split('.')[0]))
            pending = {'path': path, 'kind': t, 'public_ext': t == 'extension' and public,
                       'visible': not lib or public or t == 'extension'}
            mods = set(); i = j; continue
        elif word and t in ('typealias', 'associatedtype') and i + 1 < len(toks):
            s = scopes[-1] if scopes else None
            path = (s['path'] + '.' + nxt) if s and s['path'] else nxt
            vis = not lib or {'public', 'open'} & mods or t == 'associatedtype' or (s and s['kind'] == 'protocol')
            j = i + 2
            if j < len(toks) and toks[j][1].startswith('<'): j = skip_generics(toks, j, D.generics)
            if vis and not (s and not s['path']):
                D.types[path] = t
                if j + 1 < len(toks) and toks[j][1] == '=' and toks[j + 1][0] == 'id': D.aliases[path] = type_after(j + 1)
            declare(nxt, nxt, 'type'); mods = set(); i += 2; continue
        elif (word or kind == 'op') and t == 'func' or (word and t in ('init', 'subscript')):
            j, name = (i + 2, nxt) if t == 'func' else (i + 1, t)
            while j < len(toks) and toks[j][1] in ('?', '!'): j += 1
            if j < len(toks) and toks[j][1].startswith('<'): j = skip_generics(toks, j, D.generics)
            labels, sig, binds, no_bare = params(toks, j) if j < len(toks) and toks[j][1] == '(' else ([], (), [], j)
            if uses is not None:
                D.names.update(labels + [n for n, _ in binds]); D.locals.update(n for n, _ in binds)
                for n, ty in binds: D.local_src[n].append(([ty], None) if ty else None)
            declare(name, title(name, labels), 'func', sig)
            if t == 'init' and scopes and scopes[-1]['path'] and ('convenience' in mods or scopes[-1]['kind'] == 'extension'):
                D.convenience.add((scopes[-1]['path'], title(name, labels)))
            mods = set(); i = j; continue
        elif word and t in ('var', 'let') and i + 1 < len(toks):
            j = i + 1
            if toks[j][1] in ('(', '.'):               # let (a, b) = … / case let .x(a, b)
                g = j if toks[j][1] == '(' else j + 2
                bound = [x[1] for x in toks[g:skip_group(toks, g)] if x[0] == 'id'] if g < len(toks) and toks[g][1] == '(' else []
                D.names.update(bound); D.locals.update(bound)
                for n in bound: D.local_src[n].append(None)
            elif toks[j][0] == 'id':
                name, j, mt = toks[j][1], j + 1, None
                if j + 1 < len(toks) and toks[j][1] == ':': mt = type_after(j + 1)
                elif j + 1 < len(toks) and toks[j][1] == '=': mt = chain_at(j + 1)
                if scopes and not scopes[-1]['path'] and uses is not None:
                    D.local_src[name].append(([mt] if isinstance(mt, str) else mt, enclosing()) if mt else None)
                declare(name, name, 'var', mtype=mt)
                k, depth = j, 0                        # var top, left: CGFloat / let a = 1, b = 2
                while k + 2 < len(toks) and toks[k][3] < 2 and toks[k][1] not in ('{', ';'):
                    depth += {'(': 1, '[': 1, ')': -1, ']': -1}.get(toks[k][1], 0) if toks[k][0] == 'p' else 0
                    if depth == 0 and toks[k][1] == ',' and toks[k + 1][0] == 'id' and toks[k + 2][1] in (':', '=', ','):
                        declare(toks[k + 1][1], toks[k + 1][1], 'var', mtype=mt)
                    k += 1
            mods = set(); i = j; continue
        elif word and t in ('set', 'willSet', 'didSet') and nxt == '(' and i + 2 < len(toks):   # set (v) {
            D.names.add(toks[i + 2][1]); D.locals.add(toks[i + 2][1]); D.local_src[toks[i + 2][1]].append(None)
        elif word and t == 'for' and uses is not None and (sp == 2 or prev[1] in ('{', '}', ';', ':')):
            k = i + 1                                  # for x in / for (a, b) in / for case let …
            while k < min(len(toks), i + 12) and toks[k][1] != 'in':
                if toks[k][0] == 'id' and not toks[k][1][:1].isupper():
                    D.names.add(toks[k][1]); D.locals.add(toks[k][1]); D.local_src[toks[k][1]].append(None)
                k += 1
        elif word and t == 'case' and scopes and scopes[-1].get('kind') == 'enum':
            j = i + 1
            while j < len(toks) and toks[j][0] == 'id':
                name, j = toks[j][1], j + 1
                declare(name, name, 'case')
                if j < len(toks) and toks[j][1] == '(':
                    labels, sig, _, j = params(toks, j)
                    declare(name, title(name, labels), 'case', sig)
                if j < len(toks) and toks[j][1] == '=': j += 2 if toks[j + 1][1] != '-' else 3
                if j < len(toks) and toks[j][1] == ',': j += 1
                else: break
            mods = set(); i = j; continue
        elif word and t == 'import':
            j = i + 1
            if j < len(toks) and toks[j][1] in ('class', 'struct', 'enum', 'protocol', 'func', 'var', 'typealias', 'let'): j += 1
            name = toks[j][1] if j < len(toks) else ''
            while j + 2 < len(toks) and toks[j + 1][1] == '.' and toks[j + 1][3] == 0:
                name, j = name + '.' + toks[j + 2][1], j + 2
            if uses is not None: uses.append(('mod', name))
            i = j + 1; continue
        elif uses is not None and kind == 'p' and t == '.' and i + 1 < len(toks) and toks[i + 1][0] == 'id':
            name = toks[i + 1][1]
            explicit = (prev[0] in ('id', 'str', 'num', 'lit') and prev[1] not in EXPR_KEYWORDS) \
                or prev[1] in (')', ']') or (prev[1] in ('?', '!', '>') and prev[3] == 0)
            chain = None
            if explicit:                               # a plain A.b.c (or T.appearance().c) before the dot
                chain, j = [], i - 1
                while j >= 0:
                    if toks[j][0] == 'op' and toks[j][1] in ('?', '!') and toks[j][3] == 0: j -= 1; continue
                    call = ''
                    if toks[j][1] == ')':              # a call: walk back to its '('
                        d = 0
                        while j >= 0:
                            d += {')': 1, '(': -1}.get(toks[j][1], 0) if toks[j][0] == 'p' else 0
                            if d == 0: break
                            j -= 1
                        j, call = j - 1, '()'
                    if j < 0 or toks[j][0] != 'id': chain = None; break
                    chain.insert(0, toks[j][1] + call)
                    if j >= 1 and toks[j - 1][1] == '.' and toks[j - 1][0] == 'p': j -= 2; continue
                    break
                if chain and chain[0] in EXPR_KEYWORDS: chain = None
            labels, tc, k = None, 0, i + 2
            if k < len(toks) and toks[k][1] == '(' and toks[k][3] == 0: labels, tc = call_args(toks, k)
            enc = enclosing()
            if name == 'init' and labels is not None and chain and len(chain) == 1:
                if chain[0] == 'super' and enc: uses.append(('supinit', enc, labels, tc))
                elif chain[0][:1].isupper(): uses.append(('new', chain[0], labels, tc))
            if not name[0].isdigit() and not name.startswith('$'):
                uses.append(('mem', chain if explicit else False, enc, name, labels, tc))
            i += 2; continue
        elif uses is not None and word and t not in CONTEXTUAL and not t.startswith('$'):
            label = nxt == ':' and ((prev[1] in ('(', ',') and brackets[-1:] == ['(']) or prev[1] == '}')
            if not label and t[:1].isupper():
                uses.append(('type', t))
                j = i + 1
                if nxt.startswith('<') and toks[j][3] == 0: j = skip_generics(toks, j)
                if j < len(toks) and toks[j][1] == '(' and toks[j][3] == 0: uses.append(('new', t, *call_args(toks, j)))
            elif not label and i >= no_bare and prev[1] not in ('break', 'continue') and not (
                    nxt == ':' and i + 2 < len(toks) and toks[i + 2][1] in ('do', 'for', 'while', 'repeat', 'if', 'switch')):
                uses.append(('bare', t, enclosing()))
        if word and t not in MODIFIERS and t not in ('set', 'get'):
            mods = set()
        i += 1


# ---------------------------------------------------------------- the library side
def sh(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def provided_modules(modules_dir):
    """OpenUIKit's library products (their targets, from Package.swift) and the toolchain's modules."""
    pkg = open(os.path.join(REPO, 'Package.swift')).read()
    ouk = []
    for m in re.finditer(r'\.library\(\s*name:\s*"[^"]+",\s*targets:\s*\[([^\]]*)\]', pkg):
        ouk += [t for t in re.findall(r'"([^"]+)"', m.group(1)) if t not in ouk]
    info = json.loads(sh(['swift', '-print-target-info']).stdout)
    tc_dir = os.path.join(info['paths']['runtimeResourcePath'], 'linux')
    tc = sorted(f[:-12] for f in os.listdir(tc_dir) if f.endswith('.swiftmodule')
                and f[:-12] not in ('Cxx', 'CxxStdlib')) + ['SwiftGlibc']   # SwiftGlibc: Glibc's C API
    return ouk, tc, info['target']['triple']


def type_frag(frags, n):
    """The type a declaration names at fragment n (A.B -> B's USR), if a plain type name is there."""
    if n >= len(frags) or frags[n]['kind'] != 'typeIdentifier': return None
    while n + 2 < len(frags) and frags[n + 1]['spelling'] == '.' and frags[n + 2]['kind'] == 'typeIdentifier': n += 2
    return frags[n].get('preciseIdentifier') or frags[n]['spelling']


def load_graphs(gdir, D, rels, usr):
    """Fold every *.symbols.json of gdir into D; relationships are resolved once all are read."""
    for f in sorted(os.listdir(gdir)):
        if not f.endswith('.symbols.json'): continue
        g = json.load(open(os.path.join(gdir, f)))
        for s in g['symbols']:
            path, k = s['pathComponents'], s['kind']['identifier'][6:]
            p, owner, frags = '.'.join(path), '.'.join(path[:-1]), s.get('declarationFragments', [])
            usr[s['identifier']['precise']] = p
            D.generics.update(x['name'] for x in s.get('swiftGenerics', {}).get('parameters', []))
            if k in ('class', 'struct', 'enum', 'protocol', 'typealias', 'associatedtype', 'actor'):
                D.types.setdefault(p, k)
                eq = next((n for n, fr in enumerate(frags) if fr['spelling'].strip() == '='), None)
                if k == 'typealias' and eq is not None and type_frag(frags, eq + 1): D.aliases[p] = type_frag(frags, eq + 1)
            elif '(' in path[-1]:               # parameters: defaults, closures, variadics
                D.sigs[(owner, path[-1])] = decl_sig(''.join(fr['spelling'] for fr in frags))
                if any(fr['spelling'] == 'convenience' for fr in frags): D.convenience.add((owner, path[-1]))
            elif k in ('property', 'type.property'):   # `var x: T`: x's type, for receiver chains
                c = next((n for n, fr in enumerate(frags) if fr['spelling'].strip() == ':'), None)
                if c is not None and type_frag(frags, c + 1): D.mtype[(owner, path[-1])] = type_frag(frags, c + 1)
            if len(path) > 1: D.members[owner].add(path[-1])
            else: D.globals.add(base(path[0]))
        rels += [(r['kind'], r['source'], r['target'], r.get('targetFallback', ''))
                 for r in g['relationships'] if r['kind'] in ('inheritsFrom', 'conformsTo')]


def module_sources(modules_dir, m):
    """The Swift files module m was built from: SwiftPM's <Module>.build/sources list beside the
    Modules directory (so a build of another checkout is matched), else <repo>/Sources/<Module>."""
    lst = os.path.join(os.path.dirname(os.path.abspath(modules_dir)), m + '.build', 'sources')
    if os.path.exists(lst):
        return [l.strip() for l in open(lst) if l.strip().endswith('.swift') and os.path.exists(l.strip())]
    return [os.path.join(r, f) for r, _, fs in os.walk(os.path.join(REPO, 'Sources', m)) for f in fs if f.endswith('.swift')]


def port_renames(modules_dir):
    """Old names uikit-port rewrites (Swift 4 -> 5 renames), read from its Swift5Renames.swift."""
    f = [x for x in module_sources(modules_dir, 'UIKitPort') if x.endswith('/Swift5Renames.swift')]
    if not f: return set()
    text = open(f[0]).read()
    funcs = re.search(r'functions: Set<String> = \[([^\]]*)\]', text)
    return {base(k) for k in re.findall(r'^\s*"([^"]+)"\s*:', text, re.M)
            + re.findall(r'"([^"]+)"', funcs.group(1) if funcs else '')}


def library(modules_dir):
    """The declarations available to an app: symbol graphs (cached), or a source scan as fallback."""
    ouk, tc, triple = provided_modules(modules_dir)
    stamp = [CACHE_VERSION, os.path.realpath(modules_dir)]     # graphs: keyed without the script
    script = hashlib.sha1(open(os.path.abspath(__file__), 'rb').read()).hexdigest()[:8]
    for m in ouk:
        f = os.path.join(modules_dir, m + '.swiftmodule')
        stamp.append((m, os.path.getmtime(f) if os.path.exists(f) else 0))
    stamp.append(sh(['swift', '--version']).stdout)
    key = hashlib.sha1(repr(stamp).encode()).hexdigest()[:12]
    cache = os.path.join(tempfile.gettempdir(), 'openuikit-api-scan')
    idx = os.path.join(cache, 'index-%s-%s.pickle' % (key, script))
    if os.path.exists(idx):
        D = Decls()
        with open(idx, 'rb') as f: D.__dict__.update(pickle.load(f))
        return D
    D, rels, usr, fallback = Decls(), [], {}, []
    for m in ouk + tc:
        gdir = os.path.join(cache, 'graphs-' + key, m)
        if not os.path.isdir(gdir):
            os.makedirs(gdir)
            r = sh(['swift', 'symbolgraph-extract', '-module-name', m, '-target', triple, '-I', modules_dir,
                    '-output-dir', gdir, '-minimum-access-level', 'public', '-skip-inherited-docs'])
            if r.returncode: open(os.path.join(gdir, 'FAILED'), 'w').write(r.stderr[-2000:])
        if os.path.exists(os.path.join(gdir, 'FAILED')): fallback.append(m)
        else: load_graphs(gdir, D, rels, usr)
        if m == 'SwiftGlibc':                 # a C module's graph lacks most functions (usleep, …): its
            f = os.path.join(gdir, 'interface.swift')     # Swift interface has them all
            if not os.path.exists(f):
                sh(['swift-synthesize-interface', '-module-name', m, '-target', triple, '-o', f])
            if os.path.exists(f): parse(clean(lex(open(f, errors='replace').read()), []), D, None, lib=True)
    for m in fallback:                      # parse the sources the module was built from
        srcs = module_sources(modules_dir, m)
        print('note: symbolgraph-extract failed for %s; scanning its %d source files instead' % (m, len(srcs)),
              file=sys.stderr)
        for f in srcs:
            parse(clean(lex(open(f, errors='replace').read()), []), D, None, lib=True)
        for p, k in list(D.types.items()):   # enums with a raw type get init(rawValue:) and rawValue
            if k == 'enum' and {'Int', 'String', 'UInt', 'Double', 'CGFloat'} & set(D.supers.get(p, ())):
                D.members[p] |= {'init(rawValue:)', 'rawValue'}
    D.names = set()
    for kind, s, t, fb in rels:
        src, tgt = usr.get(s), usr.get(t) or fb.split('.', 1)[-1]
        if src and tgt:
            D.supers[src].append(tgt)
            if kind == 'inheritsFrom': D.superclass[src] = tgt
    D.aliases = {p: usr.get(a, a) for p, a in D.aliases.items()}
    D.mtype = {k: usr.get(t, t) if isinstance(t, str) else t for k, t in D.mtype.items()}
    D.modules, D.renamed = set(ouk + tc), port_renames(modules_dir)
    D.finalize()
    os.makedirs(cache, exist_ok=True)
    with open(idx, 'wb') as f: pickle.dump(D.__dict__, f)
    return D


# ---------------------------------------------------------------- checking one app
class App:
    """One app: its own declarations (A) beside the library's (L), its uses, and their check."""
    def __init__(self, L, files, targets):
        self.L, self.A, self.uses, self.targets, wrappers = L, Decls(), [], targets, []
        for src in files: parse(clean(lex(src), wrappers), self.A, self.uses)
        self.uses += [('type', w) for w in wrappers]
        self.A.finalize()
        self.imported = {u[1].split('.')[0] for u in self.uses if u[0] == 'mod'}
        self.hier_cache = {}

    def resolve(self, name):
        """Type paths a written name may denote (the app's first), following typealiases."""
        out = []
        for D in (self.A, self.L):
            cands = [name] if name in D.types or name in D.aliases else D.by_simple.get(name.rsplit('.', 1)[-1], [])
            if '.' in name: cands = [c for c in cands if c.endswith(name)]
            top = [c for c in cands if '.' not in c]
            for c in (top or cands):
                for _ in range(5):
                    a = self.A.aliases.get(c) or self.L.aliases.get(c)
                    if not a or a == c: break
                    c = a if (a in self.A.types or a in self.L.types) else (self.L.by_simple.get(a) or [a])[0]
                out.append(c)
        return out

    def kind(self, p): return self.A.types.get(p) or self.L.types.get(p)

    def hier(self, name, classes_only=False):
        """Type paths of name and its ancestors (superclasses, protocols); None if one is unknown.
        classes_only: name and its superclass chain."""
        key = (name, classes_only)
        if key not in self.hier_cache:
            todo = self.resolve(name)          # unknown if an alias of a tuple, a function or of nothing
            seen, ok = [], bool(todo) and self.kind(todo[0]) != 'typealias'
            while todo:
                p = todo.pop(0)
                if p in seen: continue
                seen.append(p)
                if classes_only:
                    sc = self.L.superclass.get(p)
                    for s in self.A.supers.get(p, []) + ([] if sc else self.L.supers.get(p, [])):
                        r = self.resolve(s) if s else []
                        if r and self.kind(r[0]) == 'class': sc = r[0]; break
                    todo += [sc] if sc else []
                else:
                    for s in self.A.supers.get(p, []):
                        r = self.resolve(s) if s else []
                        ok = ok and bool(r)            # an app's unknown protocol could declare anything
                        todo += r
                    for s in self.L.supers.get(p, []):  # a library's unresolved ones are internal
                        todo += self.resolve(s) if s else []
            self.hier_cache[key] = seen if ok else None
        return self.hier_cache[key]

    def titles(self, h, b):
        """(path, title) of the members named b along hierarchy h, the most derived of each title
        (an override without a parameter's default drops it)."""
        out = {}
        for p in h:
            for t in self.A.members.get(p, set()) | self.L.members.get(p, set()):
                if base(t) == b: out.setdefault(t, p)
        return [(p, t) for t, p in out.items()]

    def sig(self, p, t): return self.A.sigs.get((p, t)) or self.L.sigs.get((p, t))

    def lookup(self, name, member, classes_only=False, exact=False):
        """(found, first library type of the hierarchy) for member (base name or, exact, title)."""
        h = self.hier(name, classes_only)
        if h is None: return True, None
        lib = next((p for p in h if p in self.L.types and p not in self.A.types), None)
        if exact:
            return any(member in self.A.members.get(p, ()) or member in self.L.members.get(p, ()) for p in h), lib
        return any(member in self.A.bases.get(p, ()) or member in self.L.bases.get(p, ())
                   or 'subscript(dynamicMember:)' in self.L.members.get(p, ()) for p in h), lib

    def fits(self, found, labels, tc):
        """Whether a call fits one of the (path, title) declarations found (a property always does)."""
        return any('(' not in t or compatible(labels, tc, t, self.sig(p, t)) for p, t in found)

    def member_type(self, t, name, depth=0):
        """The declared type of t's property name (`var name: T`, `let name = a.b`), or None."""
        for p in self.hier(t) or []:
            mt = self.A.mtype.get((p, name)) or self.L.mtype.get((p, name))
            if isinstance(mt, list): return self.receiver(mt, p, depth + 1)
            if mt:
                if mt in self.L.generics or mt in self.A.generics or mt in TYPE_IGNORE: return None
                r = self.resolve(p + '.' + mt) if (p + '.' + mt) in self.L.types else self.resolve(mt)
                return r[0] if r and self.kind(r[0]) != 'associatedtype' else None
        return None

    def receiver(self, chain, enc, depth=0):
        """The type a plain chain denotes (self, super, Type, Type.Nested, Type.main, x.y with
        declared property types, a local bound once to one such type), or None when unknown."""
        A, L, head = self.A, self.L, chain[0]
        if depth > 4: return None
        if head == 'self': t = enc if enc and self.kind(enc) != 'protocol' else None
        elif head == 'super':
            h = self.hier(enc, True) if enc else None
            t = h[1] if h and len(h) > 1 else None
        elif head.endswith('()'): t = None
        elif head in A.locals:                # every binding of that name must agree
            ts = {self.receiver(s[0], s[1], depth + 1) if s else None for s in A.local_src.get(head) or [None]}
            t = ts.pop() if len(ts) == 1 else None
            if t and enc and head in A.names - A.locals and self.member_type(enc, head, depth + 1) not in (None, t): t = None
        elif head in A.generics or head in L.generics: t = None
        elif head[:1].isupper(): t = (self.resolve(head) or [None])[0]
        else: t = self.member_type(enc, head, depth + 1) if enc and self.kind(enc) != 'protocol' else None
        for c in chain[1:]:
            if t is None: return None
            if c.endswith('()'): t = t if c == 'appearance()' else None; continue
            nested = t + '.' + c
            if nested in A.types or nested in L.types or nested in A.aliases or nested in L.aliases:
                t = self.resolve(nested)[0]; continue
            t = self.member_type(t, c, depth + 1) or (t if c in SINGLETONS and self.lookup(t, c)[0] else None)
        return t

    def known_name(self, n):
        A, L = self.A, self.L
        return (n in TYPE_IGNORE or n in L.renamed or n in A.names or n in A.by_simple or n in L.by_simple
                or n in L.globals or n in L.generics or n in L.modules or n in self.imported)

    def missing(self):
        out, A, L = set(), self.A, self.L
        for u in self.uses:
            if u[0] == 'mod':
                m = u[1]
                if not (m.split('.')[0] in L.modules and ('.' not in m or m.startswith('os.'))) and m not in self.targets:
                    out.add('module:' + m)
            elif u[0] == 'type':
                if not self.known_name(u[1]): out.add(u[1])
            elif u[0] == 'bare':
                n, enc = u[1], u[2]
                if n in A.names or n in L.globals or n in IMPLICIT or n in L.renamed or n in L.modules: continue
                if enc and self.kind(enc) != 'protocol' and self.hier(enc) is not None:
                    if self.lookup(enc, n)[0]: continue
                elif n in L.all_bases: continue
                out.add(n)
            elif u[0] in ('new', 'supinit'):           # T(labels:) / super.init(labels:) on a library type
                t, labels, tc = u[1:]
                if u[0] == 'supinit':
                    sup = self.hier(t, classes_only=True)
                    if not sup or len(sup) < 2 or sup[1] in A.types: continue
                    t = sup[1]
                elif not self.resolve(t) or self.kind(self.resolve(t)[0]) not in ('class', 'struct', 'enum') \
                        or (t in A.names and self.kind(self.resolve(t)[0]) != 'class'):   # memberwise inits
                    continue
                h = self.hier(t)
                if not h: continue
                inits = [(p, x) for p, x in self.titles(h, 'init') if self.kind(p) == 'protocol']
                if self.kind(h[0]) == 'class':         # a class inherits its superclass's designated
                    conv, stop = A.convenience | L.convenience, False   # inits only when it declares none
                    for c in self.hier(t, classes_only=True):   # (convenience ones: taken as inherited)
                        own = [(c, x) for x in A.members.get(c, set()) | L.members.get(c, set()) if base(x) == 'init']
                        inits += [o for o in own if not stop or o in conv]
                        stop = stop or any(o not in conv for o in own)
                    if not stop: continue              # no designated init known: a default init()
                elif any(p in A.types for p in h): continue
                else: inits = self.titles(h, 'init')
                if inits and not self.fits(inits, labels, tc): out.add('%s.%s' % (h[0], title('init', labels)))
            elif u[0] == 'ovr':                        # override: the full name in the superclass chain
                sup = self.hier(u[1], classes_only=True)
                if not sup or len(sup) < 2: continue
                found, lib = self.lookup(sup[1], u[2], classes_only=True, exact=True)
                if not found and lib: out.add('%s.%s' % (lib, u[2]))
            elif u[0] == 'mem':
                self.member(u, out)
        out = {x for x in out if x not in PORT_REWRITES}
        return sorted(x for x in out if not any(o.startswith(x + '(') for o in out))   # T.f beside T.f(a:)

    def member(self, u, out):
        _, chain, enc, name, labels, tc = u
        A, L = self.A, self.L
        if name in MEMBER_IGNORE or name in L.renamed: return
        if chain and (chain[0] in L.modules or chain[0] in self.imported):   # UIKit.UIView, Swift.print
            chain = chain[1:]
            if not chain:
                if not (self.known_name(name) or name in A.names): out.add(name)
                return
        recv = self.receiver(chain, enc) if chain else None
        if recv:
            if name in A.names and (recv == enc or recv in A.types): return
            found, lib = self.lookup(recv, name)
            shown = recv if recv in L.types else (lib or recv)
            if not found: out.add('%s.%s' % (shown, name))
            elif labels is not None and self.hier(recv) and not self.fits(self.titles(self.hier(recv), name), labels, tc):
                out.add('%s.%s' % (shown, title(name, labels)))
            return
        if name in A.names or name in L.all_bases or name in A.all_bases:
            if labels is None or name in L.nonfunc or name in A.nonfunc or name in L.by_simple or name in A.by_simple \
                    or (name in A.names and name not in A.func_titles):
                return
            found = L.func_titles.get(name, set()) | A.func_titles.get(name, set())
            if found and not self.fits(found, labels, tc): out.add('.' + title(name, labels))
            return
        out.add('.' + name)


# ---------------------------------------------------------------- the corpus
def corpus_apps(corpus, match):
    """{app: [source text]} for the top-level folders matching match."""
    rx, apps = re.compile(match), collections.defaultdict(list)
    if os.path.isdir(os.path.join(corpus, 'objects')) or corpus.endswith('.git'):   # a git directory
        lines = sh(['git', '-C', corpus, 'ls-tree', '-r', '-z', 'HEAD']).stdout.split('\0')
        blobs = [(l.split('\t', 1)[1], l.split()[2]) for l in lines if l.endswith('.swift') and ' blob ' in l]
        blobs = [(p, sha) for p, sha in blobs if rx.search(p.split('/', 1)[0]) and '/' in p]
        out = subprocess.run(['git', '-C', corpus, 'cat-file', '--batch'], input='\n'.join(s for _, s in blobs).encode(),
                             capture_output=True).stdout
        pos = 0
        for p, _ in blobs:                     # "<sha> blob <size>\n<content>\n"
            nl = out.index(b'\n', pos)
            if out[pos:nl].endswith(b'missing'): pos = nl + 1; continue
            size = int(out[pos:nl].split()[2])
            apps[p.split('/', 1)[0]].append((p, out[nl + 1:nl + 1 + size].decode('utf-8', 'replace')))
            pos = nl + 2 + size
    else:
        for app in sorted(os.listdir(corpus)):
            if not rx.search(app) or not os.path.isdir(os.path.join(corpus, app)): continue
            for root, _, files in os.walk(os.path.join(corpus, app)):
                for f in files:
                    if f.endswith('.swift'):
                        p = os.path.join(root, f)
                        apps[app].append((os.path.relpath(p, corpus), open(p, errors='replace').read()))
    return apps


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--corpus', default='/work/.mirror/mattneub+Programming-iOS-Book-Examples/repo')
    ap.add_argument('--match', default=r'^bk2ch(0[1-9]|1[0-3])')
    ap.add_argument('--modules', default=os.path.join(REPO, '.build/debug/Modules'))
    ap.add_argument('--top', type=int, default=30)
    ap.add_argument('--per-app', metavar='FILE')
    args = ap.parse_args()
    L = library(args.modules)
    apps, results = corpus_apps(args.corpus, args.match), {}
    for name in sorted(apps):
        # an app's own targets (its folders) are modules it may import (@testable import MyApp)
        targets = {p.split('/')[1] for p, _ in apps[name] if p.count('/') >= 2} | {name}
        results[name] = App(L, [src for _, src in apps[name]], targets).missing()
    clean_apps = sum(1 for m in results.values() if not m)
    print('apps with nothing missing: %d/%d (%.1f %%)' % (clean_apps, len(results), 100.0 * clean_apps / max(1, len(results))))
    counts = collections.Counter(n for m in results.values() for n in m)
    print('top missing names (apps using each):')
    for n, c in sorted(counts.items(), key=lambda x: (-x[1], x[0]))[:args.top]:
        print('%4d  %s' % (c, n))
    if args.per_app:
        with open(args.per_app, 'w') as f:
            for name, m in sorted(results.items()):
                f.write('%s\t%d\t%s\n' % (name, len(m), ' '.join(m)))


if __name__ == '__main__':
    main()
