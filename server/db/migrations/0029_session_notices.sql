-- Server processes keep the login sessions they read lately, with the family and its accounts (decision 0016): a
-- change to those rows, by any writer, tells every connection listening on storefront_sessions which account or
-- family to forget ('account:<uid>', 'family:<id>', '*' for all). A session hears its own notices before its commit
-- answers, so the process that wrote never reads its old copy.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('storefront_sessions', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('storefront_sessions', 'account:' || OLD.uid);
  ELSIF TG_TABLE_NAME = 'families' THEN
    PERFORM pg_notify('storefront_sessions', 'family:' || OLD.id);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('storefront_sessions', 'account:' || OLD.uid);
      PERFORM pg_notify('storefront_sessions', 'family:' || OLD.family_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('storefront_sessions', 'account:' || NEW.uid);
      PERFORM pg_notify('storefront_sessions', 'family:' || NEW.family_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER accounts_changed AFTER INSERT OR UPDATE OR DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER families_changed AFTER UPDATE OR DELETE ON families FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER accounts_truncated AFTER TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER families_truncated AFTER TRUNCATE ON families FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
