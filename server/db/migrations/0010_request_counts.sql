-- Unlogged: counters a crash may lose, without the cost of writing each hit to the WAL.
CREATE UNLOGGED TABLE "request_counts" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "request_counts_key_window_start_pk" PRIMARY KEY("key","window_start")
);
