// A playground-like scratch file left in the project folder, not in the app target: top-level code.
let scratch = 1 + 1
print(scratch)
