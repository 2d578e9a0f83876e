#!/usr/bin/env python3
"""Writes the project.pbxproj of a port-tool fixture app, as Xcode 9 to 15 lay one out: an app
target (sources, Base.lproj storyboards, other resources: .sks files, .atlas folders, asset
catalogs), a unit-test target, a UI-test target when NAMEUITests/ exists, and Swift package
references as Xcode 15 writes them. IDs are derived from the names, so re-running gives the same file.

    make-fixture-project.py FOLDER NAME --swift 4.0 --upgrade 0900 \
        [--package "https://github.com/o/Lib.git|1.0.0|Lib@app,Other@tests"]...

FOLDER holds NAME/ (the app's files) and NAMETests/ (the tests); every file there is listed. Each
--package is a repository URL, the version its rule starts from (up to the next major), and the
products each target links (targets: app, tests, uitests).
"""
import hashlib, os, sys, argparse

def ident(*parts):
    return hashlib.sha1("/".join(parts).encode()).hexdigest()[:24].upper()

FILE_TYPES = {".swift": "sourcecode.swift", ".storyboard": "file.storyboard", ".plist": "text.plist.xml",
              ".sks": "file.sks", ".xcassets": "folder.assetcatalog", ".atlas": "folder.skatlas",
              ".png": "image.png", ".wav": "audio.wav", ".caf": "file"}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder"); ap.add_argument("name")
    ap.add_argument("--swift", default="4.0"); ap.add_argument("--upgrade", default="0900")
    ap.add_argument("--package", action="append", default=[])
    a = ap.parse_args()
    name, root = a.name, a.folder
    app_dir, test_dir = os.path.join(root, name), os.path.join(root, name + "Tests")
    app_items = sorted(os.listdir(app_dir))
    refs, build, groups_app, sources_app, resources_app, variants = [], [], [], [], [], []
    for item in app_items:
        path = os.path.join(app_dir, item)
        ext = os.path.splitext(item)[1]
        if item == "Base.lproj":
            for sb in sorted(os.listdir(path)):
                vid, bid, rid = ident(name, "variant", sb), ident(name, "build", sb), ident(name, "base", sb)
                refs.append(f'\t\t{rid} /* Base */ = {{isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/{sb}; sourceTree = "<group>"; }};')
                variants.append(f'\t\t{vid} /* {sb} */ = {{\n\t\t\tisa = PBXVariantGroup;\n\t\t\tchildren = (\n\t\t\t\t{rid} /* Base */,\n\t\t\t);\n\t\t\tname = {sb};\n\t\t\tsourceTree = "<group>";\n\t\t}};')
                build.append(f'\t\t{bid} /* {sb} in Resources */ = {{isa = PBXBuildFile; fileRef = {vid} /* {sb} */; }};')
                groups_app.append(f'{vid} /* {sb} */')
                resources_app.append(f'{bid} /* {sb} in Resources */')
            continue
        fid, bid = ident(name, "file", item), ident(name, "build", item)
        kind = FILE_TYPES.get(ext, "file")
        refs.append(f'\t\t{fid} /* {item} */ = {{isa = PBXFileReference; lastKnownFileType = {kind}; path = "{item}"; sourceTree = "<group>"; }};')
        groups_app.append(f'{fid} /* {item} */')
        if item == "Info.plist":
            continue
        if ext == ".swift":
            build.append(f'\t\t{bid} /* {item} in Sources */ = {{isa = PBXBuildFile; fileRef = {fid} /* {item} */; }};')
            sources_app.append(f'{bid} /* {item} in Sources */')
        else:
            build.append(f'\t\t{bid} /* {item} in Resources */ = {{isa = PBXBuildFile; fileRef = {fid} /* {item} */; }};')
            resources_app.append(f'{bid} /* {item} in Resources */')
    groups_test, sources_test = [], []
    for item in sorted(os.listdir(test_dir)) if os.path.isdir(test_dir) else []:
        fid, bid = ident(name, "testfile", item), ident(name, "testbuild", item)
        refs.append(f'\t\t{fid} /* {item} */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "{item}"; sourceTree = "<group>"; }};')
        build.append(f'\t\t{bid} /* {item} in Sources */ = {{isa = PBXBuildFile; fileRef = {fid} /* {item} */; }};')
        groups_test.append(f'{fid} /* {item} */')
        sources_test.append(f'{bid} /* {item} in Sources */')
    I = lambda *p: ident(name, *p)
    app_product, test_product = I("product", "app"), I("product", "tests")
    refs.append(f'\t\t{app_product} /* {name}.app */ = {{isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = {name}.app; sourceTree = BUILT_PRODUCTS_DIR; }};')
    refs.append(f'\t\t{test_product} /* {name}Tests.xctest */ = {{isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = {name}Tests.xctest; sourceTree = BUILT_PRODUCTS_DIR; }};')
    lst = lambda items, tabs=4: "".join("\t" * tabs + i + ",\n" for i in items)
    def phase(pid, isa, title, files):
        return f'\t\t{pid} /* {title} */ = {{\n\t\t\tisa = {isa};\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n{lst(files)}\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t}};'
    def config(cid, cname, settings):
        body = "".join(f"\t\t\t\t{k} = {v};\n" for k, v in settings)
        return f'\t\t{cid} /* {cname} */ = {{\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {{\n{body}\t\t\t}};\n\t\t\tname = {cname};\n\t\t}};'
    app_settings = [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("INFOPLIST_FILE", f"{name}/Info.plist"),
                    ("PRODUCT_BUNDLE_IDENTIFIER", f"org.example.{name}"), ("PRODUCT_NAME", '"$(TARGET_NAME)"'),
                    ("SWIFT_VERSION", a.swift), ("TARGETED_DEVICE_FAMILY", '"1,2"')]
    test_settings = [("BUNDLE_LOADER", '"$(TEST_HOST)"'), ("GENERATE_INFOPLIST_FILE", "YES"), ("PRODUCT_NAME", '"$(TARGET_NAME)"'),
                     ("SWIFT_VERSION", a.swift), ("TEST_HOST", f'"$(BUILT_PRODUCTS_DIR)/{name}.app/{name}"')]
    project_settings = [("IPHONEOS_DEPLOYMENT_TARGET", "11.0"), ("SDKROOT", "iphoneos"), ("SWIFT_OPTIMIZATION_LEVEL", '"-Onone"')]
    out = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 48;", "\tobjects = {", ""]
    out += ["/* Begin PBXBuildFile section */"] + sorted(build) + ["/* End PBXBuildFile section */", ""]
    out += ["/* Begin PBXContainerItemProxy section */",
            f'\t\t{I("proxy")} /* PBXContainerItemProxy */ = {{\n\t\t\tisa = PBXContainerItemProxy;\n\t\t\tcontainerPortal = {I("project")} /* Project object */;\n\t\t\tproxyType = 1;\n\t\t\tremoteGlobalIDString = {I("target", "app")};\n\t\t\tremoteInfo = {name};\n\t\t}};',
            "/* End PBXContainerItemProxy section */", ""]
    out += ["/* Begin PBXFileReference section */"] + sorted(refs) + ["/* End PBXFileReference section */", ""]
    out += ["/* Begin PBXFrameworksBuildPhase section */", phase(I("frameworks", "app"), "PBXFrameworksBuildPhase", "Frameworks", []),
            phase(I("frameworks", "tests"), "PBXFrameworksBuildPhase", "Frameworks", []), "/* End PBXFrameworksBuildPhase section */", ""]
    def group(gid, title, children, path=None, named=None):
        extra = (f"\t\t\tpath = {path};\n" if path else "") + (f"\t\t\tname = {named};\n" if named else "")
        label = f" /* {title} */" if title else ""
        return f'\t\t{gid}{label} = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{lst(children)}\t\t\t);\n{extra}\t\t\tsourceTree = "<group>";\n\t\t}};'
    out += ["/* Begin PBXGroup section */",
            group(I("group", "main"), None, [f'{I("group", "app")} /* {name} */', f'{I("group", "tests")} /* {name}Tests */', f'{I("group", "products")} /* Products */']),
            group(I("group", "app"), name, groups_app, path=name),
            group(I("group", "tests"), name + "Tests", groups_test, path=name + "Tests"),
            group(I("group", "products"), "Products", [f"{app_product} /* {name}.app */", f"{test_product} /* {name}Tests.xctest */"], named="Products"),
            "/* End PBXGroup section */", ""]
    def target(tid, tname, phases, deps, product, ptype, configs):
        return (f'\t\t{tid} /* {tname} */ = {{\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = {configs} /* Build configuration list for PBXNativeTarget "{tname}" */;\n'
                f'\t\t\tbuildPhases = (\n{lst(phases)}\t\t\t);\n\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n{lst(deps)}\t\t\t);\n'
                f'\t\t\tname = {tname};\n\t\t\tproductName = {tname};\n\t\t\tproductReference = {product};\n\t\t\tproductType = "{ptype}";\n\t\t}};')
    out += ["/* Begin PBXNativeTarget section */",
            target(I("target", "app"), name, [f'{I("sources", "app")} /* Sources */', f'{I("frameworks", "app")} /* Frameworks */', f'{I("resources", "app")} /* Resources */'],
                   [], f"{app_product} /* {name}.app */", "com.apple.product-type.application", I("configs", "app")),
            target(I("target", "tests"), name + "Tests", [f'{I("sources", "tests")} /* Sources */', f'{I("frameworks", "tests")} /* Frameworks */', f'{I("resources", "tests")} /* Resources */'],
                   [f'{I("dependency")} /* PBXTargetDependency */'], f"{test_product} /* {name}Tests.xctest */", "com.apple.product-type.bundle.unit-test", I("configs", "tests")),
            "/* End PBXNativeTarget section */", ""]
    out += ["/* Begin PBXProject section */",
            f'\t\t{I("project")} /* Project object */ = {{\n\t\t\tisa = PBXProject;\n\t\t\tattributes = {{\n\t\t\t\tLastSwiftUpdateCheck = {a.upgrade};\n\t\t\t\tLastUpgradeCheck = {a.upgrade};\n\t\t\t}};\n'
            f'\t\t\tbuildConfigurationList = {I("configs", "project")} /* Build configuration list for PBXProject "{name}" */;\n\t\t\tcompatibilityVersion = "Xcode 8.0";\n'
            f'\t\t\tdevelopmentRegion = en;\n\t\t\thasScannedForEncodings = 0;\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t);\n\t\t\tmainGroup = {I("group", "main")};\n'
            f'\t\t\tproductRefGroup = {I("group", "products")} /* Products */;\n\t\t\tprojectDirPath = "";\n\t\t\tprojectRoot = "";\n\t\t\ttargets = (\n\t\t\t\t{I("target", "app")} /* {name} */,\n\t\t\t\t{I("target", "tests")} /* {name}Tests */,\n\t\t\t);\n\t\t}};',
            "/* End PBXProject section */", ""]
    out += ["/* Begin PBXResourcesBuildPhase section */", phase(I("resources", "app"), "PBXResourcesBuildPhase", "Resources", resources_app),
            phase(I("resources", "tests"), "PBXResourcesBuildPhase", "Resources", []), "/* End PBXResourcesBuildPhase section */", ""]
    out += ["/* Begin PBXSourcesBuildPhase section */", phase(I("sources", "app"), "PBXSourcesBuildPhase", "Sources", sources_app),
            phase(I("sources", "tests"), "PBXSourcesBuildPhase", "Sources", sources_test), "/* End PBXSourcesBuildPhase section */", ""]
    out += ["/* Begin PBXTargetDependency section */",
            f'\t\t{I("dependency")} /* PBXTargetDependency */ = {{\n\t\t\tisa = PBXTargetDependency;\n\t\t\ttarget = {I("target", "app")} /* {name} */;\n\t\t\ttargetProxy = {I("proxy")} /* PBXContainerItemProxy */;\n\t\t}};',
            "/* End PBXTargetDependency section */", ""]
    out += ["/* Begin PBXVariantGroup section */"] + variants + ["/* End PBXVariantGroup section */", ""]
    out += ["/* Begin XCBuildConfiguration section */"]
    for kind, settings in (("app", app_settings), ("tests", test_settings), ("project", project_settings)):
        out += [config(I("config", kind, "Debug"), "Debug", settings), config(I("config", kind, "Release"), "Release", settings)]
    out += ["/* End XCBuildConfiguration section */", "", "/* Begin XCConfigurationList section */"]
    for kind, label in (("project", f'PBXProject "{name}"'), ("app", f'PBXNativeTarget "{name}"'), ("tests", f'PBXNativeTarget "{name}Tests"')):
        out.append(f'\t\t{I("configs", kind)} /* Build configuration list for {label} */ = {{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n'
                   f'\t\t\t\t{I("config", kind, "Debug")} /* Debug */,\n\t\t\t\t{I("config", kind, "Release")} /* Release */,\n\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t}};')
    out += ["/* End XCConfigurationList section */", "\t};", f'\trootObject = {I("project")} /* Project object */;', "}", ""]
    out = extras(out, root, name, a, I, lst, phase, config)
    proj = os.path.join(root, name + ".xcodeproj")
    os.makedirs(proj, exist_ok=True)
    open(os.path.join(proj, "project.pbxproj"), "w").write("\n".join(out))

def extras(out, root, name, a, I, lst, phase, config):
    """The UI-test target (when NAMEUITests/ exists) and the package references, spliced into the sections."""
    text = "\n".join(out)
    def section(title, body):
        nonlocal text
        end = f"/* End {title} section */"
        if end in text:
            text = text.replace(end, body + "\n" + end, 1)
        else:
            text = text.replace("\t};\n\trootObject", f"/* Begin {title} section */\n{body}\n{end}\n\n\t}};\n\trootObject", 1)
    def add_to_list(owner, key, items):
        nonlocal text
        at = text.index(owner)
        k = text.index(f"\t\t\t{key} = (\n", at) + len(f"\t\t\t{key} = (\n")
        text = text[:k] + lst(items) + text[k:]
    targets = {"app": name, "tests": name + "Tests", "uitests": name + "UITests"}
    ui_dir = os.path.join(root, name + "UITests")
    if os.path.isdir(ui_dir):
        files = sorted(os.listdir(ui_dir))
        product, tname = I("product", "uitests"), name + "UITests"
        file_refs = [f'\t\t{I("uifile", f)} /* {f} */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "{f}"; sourceTree = "<group>"; }};' for f in files]
        file_refs.append(f'\t\t{product} /* {tname}.xctest */ = {{isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = {tname}.xctest; sourceTree = BUILT_PRODUCTS_DIR; }};')
        section("PBXFileReference", "\n".join(sorted(file_refs)))
        section("PBXBuildFile", "\n".join(f'\t\t{I("uibuild", f)} /* {f} in Sources */ = {{isa = PBXBuildFile; fileRef = {I("uifile", f)} /* {f} */; }};' for f in files))
        children = [f'{I("uifile", f)} /* {f} */' for f in files]
        section("PBXGroup", f'\t\t{I("group", "uitests")} /* {tname} */ = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{lst(children)}\t\t\t);\n\t\t\tpath = {tname};\n\t\t\tsourceTree = "<group>";\n\t\t}};')
        add_to_list(f'\t\t{I("group", "main")} = {{', "children", [f'{I("group", "uitests")} /* {tname} */'])
        add_to_list(f'\t\t{I("group", "products")} /* Products */ = {{', "children", [f"{product} /* {tname}.xctest */"])
        sources = [f'{I("uibuild", f)} /* {f} in Sources */' for f in files]
        section("PBXSourcesBuildPhase", phase(I("sources", "uitests"), "PBXSourcesBuildPhase", "Sources", sources))
        section("PBXFrameworksBuildPhase", phase(I("frameworks", "uitests"), "PBXFrameworksBuildPhase", "Frameworks", []))
        section("PBXContainerItemProxy", f'\t\t{I("proxy", "ui")} /* PBXContainerItemProxy */ = {{\n\t\t\tisa = PBXContainerItemProxy;\n\t\t\tcontainerPortal = {I("project")} /* Project object */;\n\t\t\tproxyType = 1;\n\t\t\tremoteGlobalIDString = {I("target", "app")};\n\t\t\tremoteInfo = {name};\n\t\t}};')
        section("PBXTargetDependency", f'\t\t{I("dependency", "ui")} /* PBXTargetDependency */ = {{\n\t\t\tisa = PBXTargetDependency;\n\t\t\ttarget = {I("target", "app")} /* {name} */;\n\t\t\ttargetProxy = {I("proxy", "ui")} /* PBXContainerItemProxy */;\n\t\t}};')
        phases = [f'{I("sources", "uitests")} /* Sources */', f'{I("frameworks", "uitests")} /* Frameworks */']
        deps = [f'{I("dependency", "ui")} /* PBXTargetDependency */']
        section("PBXNativeTarget", f'\t\t{I("target", "uitests")} /* {tname} */ = {{\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = {I("configs", "uitests")} /* Build configuration list for PBXNativeTarget "{tname}" */;\n'
                f'\t\t\tbuildPhases = (\n{lst(phases)}\t\t\t);\n\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n{lst(deps)}\t\t\t);\n'
                f'\t\t\tname = {tname};\n\t\t\tproductName = {tname};\n\t\t\tproductReference = {product} /* {tname}.xctest */;\n\t\t\tproductType = "com.apple.product-type.bundle.ui-testing";\n\t\t}};')
        add_to_list(f'\t\t{I("project")} /* Project object */ = {{', "targets", [f'{I("target", "uitests")} /* {tname} */'])
        settings = [("GENERATE_INFOPLIST_FILE", "YES"), ("PRODUCT_NAME", '"$(TARGET_NAME)"'), ("SWIFT_VERSION", a.swift), ("TEST_TARGET_NAME", name)]
        section("XCBuildConfiguration", config(I("config", "uitests", "Debug"), "Debug", settings) + "\n" + config(I("config", "uitests", "Release"), "Release", settings))
        configs = [f'{I("config", "uitests", "Debug")} /* Debug */', f'{I("config", "uitests", "Release")} /* Release */']
        section("XCConfigurationList", f'\t\t{I("configs", "uitests")} /* Build configuration list for PBXNativeTarget "{tname}" */ = {{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n{lst(configs)}\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t}};')
    if a.package:
        refs, deps, builds, ref_ids = [], [], [], []
        per_target = {t: [] for t in targets}
        frameworks = {t: [] for t in targets}
        for spec in a.package:
            url, version, products = spec.split("|")
            repo = url.rstrip("/").split("/")[-1].removesuffix(".git")
            rid = I("package", url)
            label = f'{rid} /* XCRemoteSwiftPackageReference "{repo}" */'
            ref_ids.append(label)
            refs.append(f'\t\t{label} = {{\n\t\t\tisa = XCRemoteSwiftPackageReference;\n\t\t\trepositoryURL = "{url}";\n'
                        f'\t\t\trequirement = {{\n\t\t\t\tkind = upToNextMajorVersion;\n\t\t\t\tminimumVersion = {version};\n\t\t\t}};\n\t\t}};')
            for p in products.split(","):
                product, target = p.split("@")
                did, bid = I("productdep", url, p), I("productbuild", url, p)
                deps.append(f'\t\t{did} /* {product} */ = {{\n\t\t\tisa = XCSwiftPackageProductDependency;\n\t\t\tpackage = {label};\n\t\t\tproductName = {product};\n\t\t}};')
                builds.append(f'\t\t{bid} /* {product} in Frameworks */ = {{isa = PBXBuildFile; productRef = {did} /* {product} */; }};')
                per_target[target].append(f"{did} /* {product} */")
                frameworks[target].append(f"{bid} /* {product} in Frameworks */")
        section("PBXBuildFile", "\n".join(sorted(builds)))
        section("XCRemoteSwiftPackageReference", "\n".join(refs))
        section("XCSwiftPackageProductDependency", "\n".join(deps))
        text = text.replace('\t\t\tprojectDirPath = "";', "\t\t\tpackageReferences = (\n" + lst(ref_ids) + '\t\t\t);\n\t\t\tprojectDirPath = "";', 1)
        for target, items in per_target.items():
            if not items:
                continue
            at = text.index(f'\t\t{I("target", target)} /* {targets[target]} */ = {{')
            k = text.index("\t\t\tname = ", at)
            text = text[:k] + "\t\t\tpackageProductDependencies = (\n" + lst(items) + "\t\t\t);\n" + text[k:]
            add_to_list(f'\t\t{I("frameworks", target)} /* Frameworks */ = {{', "files", frameworks[target])
        text = text.replace("\tobjectVersion = 48;", "\tobjectVersion = 56;", 1)
    return text.split("\n")

main()
