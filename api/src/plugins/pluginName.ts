/**
 * Gives a plugin the name fastify shows in its errors and plugin tree. Without one, fastify looks for the plugin among
 * the exports of every loaded module on each registration (twice); under Jest that list is rebuilt for each look, and
 * the ~50 own plugins cost ~35 ms of every app built, about 12 CPU-seconds of a test run (docs/decisions/0420-*.md).
 */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

export function named<T extends object>(plugin: T): T {
  const holder = plugin as T & { [DISPLAY_NAME]?: string; name?: string };
  holder[DISPLAY_NAME] ??= holder.name || 'anonymous plugin';
  return plugin;
}
