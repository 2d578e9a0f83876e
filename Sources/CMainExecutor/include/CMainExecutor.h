// Installs OpenUIKit's main executor when the program loads (see install.c).
void openuikit_main_executor_anchor(void);
