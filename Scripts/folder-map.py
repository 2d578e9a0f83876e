#!/usr/bin/env python3
"""The map of UIKit's folders and OpenUIKit's targets, measured from the sources.

A folder uses another when one of its files names a type (or free function) declared at the top
level of a file in the other, as a reviewer reading the code would see it; a target uses the
modules it imports. Comments and string literals are left out.

  Scripts/folder-map.py            prints the folder map, the two-way pairs and the target map
  Scripts/folder-map.py --check    fails when Docs/Architecture.md's tables say otherwise
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UIKIT = os.path.join(ROOT, "Sources", "UIKit")
SOURCES = os.path.join(ROOT, "Sources")
DOC = os.path.join(ROOT, "Docs", "Architecture.md")

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
            if m and not line[:1].isspace():
                declared.setdefault(m.group(1), set()).add(folder_of(path))
    owner = {name: next(iter(folders)) for name, folders in declared.items() if len(folders) == 1 and len(name) > 2}
    edges, sizes = {}, {}
    for path, text in code.items():
        mine = folder_of(path)
        sizes[mine] = sizes.get(mine, 0) + 1
        used = {owner[w] for w in set(IDENT.findall(text)) if w in owner and owner[w] != mine}
        for other in used:
            edges.setdefault(mine, {}).setdefault(other, 0)
            edges[mine][other] += 1
    return edges, sizes


def target_map():
    targets = {}
    for name in sorted(os.listdir(SOURCES)):
        top = os.path.join(SOURCES, name)
        if not os.path.isdir(top):
            continue
        imports = set()
        for path in swift_files(top):
            imports.update(IMPORT.findall(open(path, encoding="utf-8").read()))
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


def documented(section):
    """The `| name | … | uses |` rows of the table under `section` in the architecture document:
    {name: set of names}, taken from the last column's backquoted names."""
    text = open(DOC, encoding="utf-8").read()
    start = text.find(section)
    if start < 0:
        sys.exit(f"Docs/Architecture.md has no section {section!r}")
    rows = {}
    for line in text[start:].splitlines()[1:]:
        if line.startswith("#"):
            break
        if not line.startswith("| `"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        name = cells[0].strip("`/")
        rows[name] = set(re.findall(r"`([^`]+)`", cells[-1]))
    return rows


def main():
    edges, sizes = folder_map()
    targets = target_map()
    if "--check" in sys.argv:
        problems = []
        doc = documented("## UIKit's folders, measured")
        for folder in sorted(set(sizes) | set(doc)):
            measured = set(edges.get(folder, {}))
            said = {f.rstrip("/") for f in doc.get(folder, set())}
            if folder not in doc:
                problems.append(f"{folder}/ is not in the folder table")
            for f in sorted(measured - said):
                problems.append(f"{folder}/ uses {f}/ ({edges[folder][f]} files), which the table does not say")
            for f in sorted(said - measured):
                problems.append(f"the table says {folder}/ uses {f}/, which no file of it does")
        tdoc = documented("## Targets, measured")
        for t, uses in targets.items():
            said = tdoc.get(t)
            if said is None:
                problems.append(f"target {t} is not in the target table")
            elif said != set(uses):
                problems.append(f"target {t} imports {', '.join(uses) or 'nothing'}; the table says {', '.join(sorted(said)) or 'nothing'}")
        if problems:
            print("Docs/Architecture.md disagrees with the sources (Scripts/folder-map.py prints the measured map):")
            for p in problems:
                print("  " + p)
            sys.exit(1)
        print(f"Docs/Architecture.md's maps agree with the sources: {len(sizes)} folders, {len(targets)} targets.")
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
