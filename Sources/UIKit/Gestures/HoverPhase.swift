/// Where a hovering pointer is with respect to a view: it came in, moved over it, or left.
enum HoverPhase { case began, moved, ended }
