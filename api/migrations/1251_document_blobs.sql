-- Document bytes kept in the database (DOCUMENT_STORE=postgres, the default with DATABASE_URL), so that every
-- instance reaches every document without a shared disk. Content-addressed like the disk store: the sha-256 of
-- the plain bytes names the row; content is the same AES-256-GCM envelope the disk store writes.
CREATE TABLE document_blobs (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now()
);
