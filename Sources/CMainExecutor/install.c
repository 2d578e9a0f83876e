#include "CMainExecutor.h"

// Defined in UIKit (MainActorExecutor.swift). Swift's runtime makes its executors once, before any
// task runs; a test binary's entry point is not ours, so OpenUIKit installs its main executor when
// the program loads, before main.
extern void openuikit_install_main_executor(void);

__attribute__((constructor)) static void openuikit_install(void) { openuikit_install_main_executor(); }

void openuikit_main_executor_anchor(void) {}
