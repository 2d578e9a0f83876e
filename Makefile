# OpenUIKit — UIKit for Linux.
#   make run     build and open the Gallery (with no display: write its screenshots and say where)
#   make test    the whole test suite
#   make bench   the benchmarks, in release mode (BENCH=text-metrics-vs-ios, or another name, runs one)
#   make deps    install the Debian packages the build needs (only the missing ones)
#   make port APP=path/to/App.xcodeproj [OUT=dir]   port an Xcode project to a SwiftPM package (uikit-port)
#   make try APP=path/to/App.xcodeproj [OUT=dir] [MONKEY=n SEED=s]   port, build and try it headless: TRY-REPORT.md
#   make new-app NAME=Hello [DIR=..]                 a new app package from Templates/App, in DIR/NAME

SWIFT ?= swift
# Every debug build this Makefile makes, and every build uikit-port makes for it (OPENUIKIT_SWIFT_BUILD_FLAGS,
# read by PortCheck: a ported app built in .build/ must use the same flags, or OpenUIKit is compiled again),
# keeps line tables only: crash backtraces still name files and lines, and a clean build costs less.
# It links with LLVM's lld, which the Swift toolchain ships: the test binary (all of OpenUIKit and its
# tests, 170 MB) links in 3 s against 19 s with the default gold, and every ported app's links as much faster.
# (It keeps the index store: SwiftPM finds XCTest tests on Linux from it. It costs little: QuartzCore compiles
# in 24.0 CPU-seconds with it and 24.2 without, measured from the build's own command line.)
SWIFT_BUILD_FLAGS ?= -Xswiftc -gline-tables-only -Xswiftc -use-ld=lld
export OPENUIKIT_SWIFT_BUILD_FLAGS := $(SWIFT_BUILD_FLAGS)
# lomiri-wallpapers-16.04: the photographs of the Simulator's sample photo library (Sources/UIKit/Application/PhotoLibrary+Samples.swift).
# libqrencode-dev: CIQRCodeGenerator (Sources/CoreImage).
# The fonts after fonts-droid-fallback stand in for the families iOS ships (Sources/UIKit/Drawing/IOSFontCatalog.swift).
IOS_FONT_STANDINS := fonts-liberation fonts-urw-base35 fonts-sil-charis fonts-ebgaramond fonts-linuxlibertine fonts-cabin fonts-cabinsketch fonts-comic-neue fonts-courier-prime fonts-league-spartan fonts-gfs-didot fonts-adf-baskervald fonts-lato fonts-open-sans fonts-roboto-slab fonts-lobster fonts-dancingscript fonts-humor-sans fonts-quicksand fonts-opendin
DEPS := bootstrap-icons lomiri-wallpapers-16.04 libqrencode-dev libhunspell-dev hunspell-en-us libgeonames-dev libavformat-dev libavcodec-dev libavutil-dev libswscale-dev libespeak-ng-dev libwebkit2gtk-4.1-dev libcairo2-dev libsqlite3-dev libsndfile1-dev libpango1.0-dev libglib2.0-dev dbus-daemon libsdl2-dev libjpeg-dev libpoppler-glib-dev librsvg2-dev libgdk-pixbuf-2.0-dev webp-pixbuf-loader heif-gdk-pixbuf libcmark-gfm-dev libcmark-gfm-extensions-dev libbox2d-dev fonts-inter fonts-dejavu-core fonts-droid-fallback $(IOS_FONT_STANDINS) xvfb xauth xdotool x11-apps python3-kiwisolver libatk-bridge2.0-dev libatk1.0-dev at-spi2-core python3-pyatspi

.PHONY: deps build test run bench clean port try new-app

deps:
	@missing=""; \
	for p in $(DEPS); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing missing packages:$$missing"; \
		if [ "$$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

# The suite runs in one process per core (Scripts/test-shards.sh). The suites that build packages in
# .build/ beside OpenUIKit run first, in a process of their own, one after another while the other
# core runs the rest: the packages that import OpenUIKit's sealed modules (swift-snapshot-testing
# compiled in both orders), then the ported fixture apps (written to .build-ported/); a build keeps
# about one core busy. Then the live windows under Xvfb, on an otherwise idle machine (their apps keep
# time on the real clock). The screen-reader test runs last on its own: its client waits on a bus that
# a loaded machine answers late. First of all, Docs/Architecture.md's map of folders and targets must
# agree with the sources.
test: deps
	python3 Scripts/folder-map.py --check
	$(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS)
	SWIFT="$(SWIFT)" Scripts/test-shards.sh --skip GalleryWindowTests --first BuildFolderSuites
	$(SWIFT) test --skip-build --filter GalleryWindowTests --skip screenReadersReadAndUseTheWindowOverATSPI
	$(SWIFT) test --skip-build --filter screenReadersReadAndUseTheWindowOverATSPI

new-app: deps
	@test -n "$(NAME)" || { echo "usage: make new-app NAME=Hello [DIR=..]"; exit 2; }
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) uikit-port --new-app "$(NAME)" --output "$(or $(DIR),..)/$(NAME)"

port: deps
	@test -n "$(APP)" || { echo "usage: make port APP=path/to/App.xcodeproj [OUT=dir]"; exit 2; }
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) uikit-port "$(APP)" $(if $(OUT),--output "$(OUT)")

try: deps
	@test -n "$(APP)" || { echo "usage: make try APP=path/to/App.xcodeproj [OUT=dir] [MONKEY=n SEED=s]"; exit 2; }
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) uikit-port "$(APP)" --try $(if $(OUT),--output "$(OUT)") $(if $(MONKEY),--monkey $(MONKEY)) $(if $(SEED),--seed $(SEED))

run: deps
	$(SWIFT) build --product Gallery $(SWIFT_BUILD_FLAGS)
	$$($(SWIFT) build --show-bin-path)/Gallery

bench: deps
	$(SWIFT) build -c release --product Benchmarks
	$$($(SWIFT) build -c release --show-bin-path)/Benchmarks $(BENCH)

clean:
	rm -rf .build
