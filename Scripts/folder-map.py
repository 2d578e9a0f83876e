#!/usr/bin/env python3
"""The map of UIKit's folders and OpenUIKit's targets, measured from the sources.

A folder uses another when one of its files names a type (or free function) declared at the top
level of a file in the other, as a reviewer reading the code would see it; a target uses the
modules it imports. Comments and string literals are left out.

  Scripts/folder-map.py            prints the folder map, the two-way pairs and the target map
  Scripts/folder-map.py --write    writes the measured tables into Docs/Architecture.md
  Scripts/folder-map.py --check    fails when Docs/Architecture.md's tables say otherwise, or a pair of
                                   folders that use each other has no row in its "Why both ways" table
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UIKIT = os.path.join(ROOT, "Sources", "UIKit")
SOURCES = os.path.join(ROOT, "Sources")
DOC = os.environ.get("FOLDER_MAP_DOC") or os.path.join(ROOT, "Docs", "Architecture.md")

DECL = re.compile(r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|package|internal|fileprivate|private|final|indirect|nonisolated|"
                  r"@MainActor|@preconcurrency|@frozen)\s+)*(?:class|struct|enum|protocol|actor|typealias|func|let|var)\s+([A-Za-z_]\w*)")
IDENT = re.compile(r"[A-Za-z_]\w*")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*(?:@_spi\(\w+\)\s+)*(?:public\s+|internal\s+|package\s+)?import\s+(?:class\s+|struct\s+|enum\s+)?(\w+)", re.M)


def strip(text):
    """The code without comments and string literals (multi-line strings included)."""
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r"/\*[\s\S]*?\*/", " ", text)
    text = re.sub(r"//[^\n]*", " ", text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


def is_type_like(name):
    """Types and UIKit's free functions are capitalised (`UIView`, `UIGraphicsGetCurrentContext`,
    `_DiffableSnapshotLookup`); a lower-case top-level name (a file's private constant) is not
    something another folder names."""
    return name.lstrip("_")[:1].isupper()


def folder_of(path):
    rel = os.path.relpath(path, UIKIT).split(os.sep)
    return rel[0] if len(rel) > 1 else "(root)"


def swift_files(top):
    for d, _, files in os.walk(top):
        for f in sorted(files):
            if f.endswith(".swift"):
                yield os.path.join(d, f)


def folder_map():
    """{folder: {used folder: number of files that use it}} and the file count per folder."""
    declared, code = {}, {}
    for path in swift_files(UIKIT):
        text = strip(open(path, encoding="utf-8").read())
        code[path] = text
        for line in text.splitlines():
            m = DECL.match(line)  # top level only: a declaration at column 0
            if m and not line[:1].isspace() and is_type_like(m.group(1)):
                declared.setdefault(m.group(1), set()).add(folder_of(path))
    owner = {name: next(iter(folders)) for name, folders in declared.items() if len(folders) == 1 and len(name) > 2}
    edges, sizes, names = {}, {}, {}
    for path, text in code.items():
        mine = folder_of(path)
        sizes[mine] = sizes.get(mine, 0) + 1
        words = {w for w in set(IDENT.findall(text)) if w in owner and owner[w] != mine}
        for other in {owner[w] for w in words}:
            edges.setdefault(mine, {}).setdefault(other, 0)
            edges[mine][other] += 1
        for w in words:
            counts = names.setdefault((mine, owner[w]), {})
            counts[w] = counts.get(w, 0) + 1
    return edges, sizes, names


def target_map():
    targets = {}
    for name in sorted(os.listdir(SOURCES)):
        top = os.path.join(SOURCES, name)
        if not os.path.isdir(top):
            continue
        imports = set()
        for path in swift_files(top):
            imports.update(IMPORT.findall(strip(open(path, encoding="utf-8").read())))
        local = {m for m in imports if os.path.isdir(os.path.join(SOURCES, m))}
        targets[name] = sorted(local - {name})
    return targets


def two_way(edges):
    pairs = []
    for a, used in edges.items():
        for b, n in used.items():
            if a < b and a in edges.get(b, {}):
                pairs.append((a, b, n, edges[b][a]))
    return sorted(pairs)


BEGIN = "<!-- measured by Scripts/folder-map.py: begin -->"
END = "<!-- measured by Scripts/folder-map.py: end -->"


def render(edges, sizes, names, targets):
    """The measured tables, as Docs/Architecture.md holds them between its markers."""
    out = [BEGIN, "", "Which UIKit folder uses which: a file of the first names a type (or free function) declared at",
           "the top level of a file of the second. *Files* counts the files of the first that do; *through* names",
           "the types they name most.", "", "| Folder | Uses | Files | Through |", "|---|---|---|---|"]
    for folder in sorted(sizes):
        for other, n in sorted(edges.get(folder, {}).items(), key=lambda kv: (-kv[1], kv[0])):
            top = sorted(names[(folder, other)].items(), key=lambda kv: (-kv[1], kv[0]))[:4]
            out.append(f"| `{folder}/` | `{other}/` | {n} | {', '.join(f'`{w}`' for w, _ in top)} |")
    pairs = two_way(edges)
    out += ["", f"Two-way pairs ({len(pairs)}): " + "; ".join(f"`{a}/` and `{b}/` ({n}/{m} files)" for a, b, n, m in pairs) + ".",
            "", "Which target imports which of the others:", "", "| Target | Imports |", "|---|---|"]
    for t, uses in targets.items():
        out.append(f"| `{t}` | {', '.join(f'`{u}`' for u in uses) or 'nothing'} |")
    out += ["", END]
    return "\n".join(out)


def documented():
    """The folder edges and target imports the document's measured section states."""
    text = open(DOC, encoding="utf-8").read()
    if BEGIN not in text or END not in text:
        sys.exit(f"Docs/Architecture.md has no section between {BEGIN} and {END}")
    section = text[text.index(BEGIN):text.index(END)]
    edges, targets = set(), {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0].startswith("`") and cells[1].startswith("`"):
            edges.add((cells[0].strip("`/"), cells[1].strip("`/")))
        elif len(cells) == 2 and cells[0].startswith("`"):
            targets[cells[0].strip("`")] = set(re.findall(r"`([^`]+)`", cells[1]))
    return edges, targets


REASON = re.compile(r"^\| `(\w+)/` ↔ `(\w+)/` \|(.*)\|\s*$")


def reasons():
    """The two-way pairs Docs/Architecture.md gives a reason for (its "Why both ways" table)."""
    found = {}
    for line in open(DOC, encoding="utf-8").read().splitlines():
        m = REASON.match(line.strip())
        if m:
            found[(m.group(1), m.group(2))] = m.group(3).strip()
    return found


def show_edge(a, b):
    """Which files of folder a name which types of folder b (`--edge A B`)."""
    declared, code = {}, {}
    for path in swift_files(UIKIT):
        text = strip(open(path, encoding="utf-8").read())
        code[path] = text
        for line in text.splitlines():
            m = DECL.match(line)
            if m and not line[:1].isspace() and is_type_like(m.group(1)):
                declared.setdefault(m.group(1), set()).add(folder_of(path))
    owner = {name: next(iter(folders)) for name, folders in declared.items() if len(folders) == 1 and len(name) > 2}
    for path, text in sorted(code.items()):
        if folder_of(path) != a:
            continue
        words = sorted({w for w in set(IDENT.findall(text)) if owner.get(w) == b})
        if words:
            print(f"  {os.path.relpath(path, UIKIT)}: {', '.join(words)}")


def main():
    if "--edge" in sys.argv:
        i = sys.argv.index("--edge")
        show_edge(sys.argv[i + 1], sys.argv[i + 2])
        return
    edges, sizes, names = folder_map()
    targets = target_map()
    if "--write" in sys.argv:
        text = open(DOC, encoding="utf-8").read()
        if BEGIN not in text or END not in text:
            sys.exit(f"Docs/Architecture.md has no section between {BEGIN} and {END}")
        text = text[:text.index(BEGIN)] + render(edges, sizes, names, targets) + text[text.index(END) + len(END):]
        open(DOC, "w", encoding="utf-8").write(text)
        print("Docs/Architecture.md: the measured tables are written.")
        return
    if "--check" in sys.argv:
        said, tsaid = documented()
        measured = {(a, b) for a, used in edges.items() for b in used}
        problems = [f"{a}/ uses {b}/ ({edges[a][b]} files: {', '.join(sorted(names[(a, b)])[:4])}), which the table does not say"
                    for a, b in sorted(measured - said)]
        problems += [f"the table says {a}/ uses {b}/, which no file of it does" for a, b in sorted(said - measured)]
        for t, uses in targets.items():
            if tsaid.get(t) != set(uses):
                problems.append(f"target {t} imports {', '.join(uses) or 'nothing'}; the table says "
                                f"{', '.join(sorted(tsaid.get(t, set()))) or 'nothing'}")
        problems += [f"the table lists target {t}, which does not exist" for t in sorted(set(tsaid) - set(targets))]
        pairs = {(a, b) for a, b, _, _ in two_way(edges)}
        why = reasons()
        problems += [f"{a}/ and {b}/ use each other, and the \"Why both ways\" table gives no reason" for a, b in sorted(pairs - set(why))]
        problems += [f"{a}/ and {b}/ no longer use each other both ways: drop their row from the \"Why both ways\" table"
                     for a, b in sorted(set(why) - pairs)]
        problems += [f"the reason given for {a}/ and {b}/ is empty" for (a, b), r in sorted(why.items()) if not r]
        if problems:
            print("Docs/Architecture.md's measured map disagrees with the sources; run Scripts/folder-map.py --write")
            print("and say in the folder table why any new use is right:")
            for p in problems:
                print("  " + p)
            sys.exit(1)
        print(f"Docs/Architecture.md's map agrees with the sources: {len(sizes)} folders, {len(measured)} uses, {len(targets)} targets, "
              f"{len(pairs)} two-way pairs each with its reason.")
        return
    print("UIKit's folders (files in the folder that name a type of the other):")
    for folder in sorted(sizes):
        used = edges.get(folder, {})
        listed = ", ".join(f"{f} {n}" for f, n in sorted(used.items(), key=lambda kv: (-kv[1], kv[0])))
        print(f"  {folder} ({sizes[folder]} files) uses: {listed or 'nothing'}")
    pairs = two_way(edges)
    print(f"\nTwo-way folder pairs: {len(pairs)}")
    for a, b, n, m in pairs:
        print(f"  {a} <-> {b}: {n}/{m} files")
    print("\nTargets (what each imports of the others):")
    for t, uses in targets.items():
        print(f"  {t}: {', '.join(uses) or 'nothing'}")


if __name__ == "__main__":
    main()
