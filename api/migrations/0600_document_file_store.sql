-- Document bytes move out of the database into content-addressed files (DATA_DIR/files/<sha-256>);
-- the rows of document_files are moved by the start-up task moveDocumentBytesToFiles and the table
-- stays empty. The hash names the file: this index answers "is this file still referenced?".
CREATE INDEX documents_sha256 ON documents (sha256);
