/** A library file that does not match its format: names the file, the place inside it and what is wrong. */
export class ContentError extends Error {
  constructor(file: string, where: string, problem: string) {
    super(`Content library ${file}: ${where} ${problem}`);
    this.name = 'ContentError';
  }
}
