#import "Helpers.h"
