import fs from 'node:fs';
import path from 'node:path';
import { citationFigures, indexPagesWithoutNumber } from './citationFigures';

// Prints the library's citation figures for a content folder (default: the shipped api/content):
//   npx tsx api/src/content/citationFiguresCli.ts [folder] [--list]
// --list also names the items that cite an index page without the instrument's number.

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--')) ?? path.join(__dirname, '../../content');
const libraries = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { id: string; items: { id: string; source_url: string }[] });

const figures = citationFigures(libraries);
console.log(`items: ${figures.items}`);
console.log(`index page without the instrument's number: ${figures.indexPageWithoutNumber} (${figures.indexPageShare}%, goal at most 10%)`);
const { official, corroborated, unverified } = figures.verification;
console.log(`verification: ${official} official, ${corroborated} corroborated, ${unverified} unverified (${figures.unverifiedShare}%, goal at most 5%)`);
if (args.includes('--list')) {
  for (const library of libraries) for (const item of indexPagesWithoutNumber(library.items)) console.log(`  ${library.id} ${item.id} ${item.source_url}`);
}
