#!/usr/bin/env python3
"""Writes the project.pbxproj of a port-tool fixture app, as Xcode 9 to 15 lay one out: an app
target (sources, Base.lproj storyboards, other resources: .sks files, .atlas folders, asset
catalogs) and a unit-test target. IDs are derived from the names, so re-running gives the same file.

    make-fixture-project.py FOLDER NAME --swift 4.0 --upgrade 0900

FOLDER holds NAME/ (the app's files) and NAMETests/ (the tests); every file there is listed.
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
    proj = os.path.join(root, name + ".xcodeproj")
    os.makedirs(proj, exist_ok=True)
    open(os.path.join(proj, "project.pbxproj"), "w").write("\n".join(out))

main()
