//
//  Store.swift
//  Journal
//
//  The entries live in SQLite, through the C API the bridging header imports.
//

import Foundation

final class Store {
    private var db: OpaquePointer?
    private(set) var entries: [String] = []

    func open() {
        guard sqlite3_open(":memory:", &db) == SQLITE_OK else { return }
        sqlite3_exec(db, "CREATE TABLE entry (id INTEGER PRIMARY KEY, text TEXT)", nil, nil, nil)
        add("First day")
    }

    func add(_ text: String) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, "INSERT INTO entry (text) VALUES (?)", -1, &statement, nil) == SQLITE_OK else { return }
        sqlite3_bind_text(statement, 1, text, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        sqlite3_step(statement)
        sqlite3_finalize(statement)
        reload()
    }

    private func reload() {
        var statement: OpaquePointer?
        entries = []
        guard sqlite3_prepare_v2(db, "SELECT text FROM entry ORDER BY id", -1, &statement, nil) == SQLITE_OK else { return }
        while sqlite3_step(statement) == SQLITE_ROW {
            entries.append(String(cString: sqlite3_column_text(statement, 0)))
        }
        sqlite3_finalize(statement)
    }
}
