CREATE TABLE "page_versions" (
	"path" text PRIMARY KEY NOT NULL,
	"etag" text NOT NULL,
	"since" timestamp with time zone NOT NULL
);
