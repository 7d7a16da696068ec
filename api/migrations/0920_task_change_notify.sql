-- docs/decisions/0026-speed-under-load.md (speed): every change to a task announces 't:<company id>:<assignee id>' (before and after
-- the change) on the channel the session cache already listens on ('session_changed', migration 0760),
-- delivered at commit to every API instance. The per-instance caches of My Tasks and of a maker's or
-- checker's summary drop that assignee's entries. PostgreSQL folds identical notifications of one
-- transaction into one, so a bulk change sends one per assignee.
-- (The migration runner splits statements at a ';' that ends a line: the body is one line.)
CREATE FUNCTION notify_tasks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('session_changed', 't:' || OLD.company_id::text || ':' || OLD.assigned_to::text); END IF; IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('session_changed', 't:' || NEW.company_id::text || ':' || NEW.assigned_to::text); END IF; RETURN NULL; END
$$;

CREATE TRIGGER tasks_changed AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION notify_tasks_changed();
