// Placeholder until the auth feature's hash function lands; replaced by an import of it.
import argon2 from 'argon2';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });
