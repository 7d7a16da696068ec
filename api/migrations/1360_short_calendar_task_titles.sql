-- A due date's task had the obligation's whole title, the period, the due date and the statute in its title
-- ("GSTR-3B - summary return and payment of tax - Oct 2026 (statutory due date 20 Nov 2026). Central Goods ..."),
-- so a card ran to ten lines. New tasks are titled short ("GSTR-3B for Oct 2026", calendar/service.ts
-- taskDescription); the tasks made before are renamed the same way. The citation is read from the library with the
-- task (its filing), not stored. Only titles still in the generated form change.
UPDATE tasks t
   SET description = coalesce(substring(o.title FROM '^([^a-z]+?) - '), o.title) || ' for '
         || CASE WHEN o.period ~ '^(Quarter|Week|Fortnight|Data) ' THEN lower(left(o.period, 1)) || substr(o.period, 2) ELSE o.period END
  FROM obligation_tasks l
  JOIN obligation_occurrences o ON o.company_id = l.company_id AND o.obligation_id = l.obligation_id AND o.due_date = l.due_date
 WHERE l.task_id = t.id AND l.company_id = t.company_id
   AND left(t.description, length(o.title) + 3) = o.title || ' - '
   AND position(' (statutory due date ' IN t.description) > 0;
