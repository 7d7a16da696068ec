import { space } from './spacing';
import { theme } from './theme';

test('space() writes the theme steps as a CSS shorthand, 0 as 0', () => {
  expect(space('md')({ theme })).toBe('1rem');
  expect(space('sm', 'md')({ theme })).toBe('0.75rem 1rem');
  expect(space(0, 0, 'xs')({ theme })).toBe('0 0 0.5rem');
  expect(space('xxs', 'xs', 'lg', 'xl')({ theme })).toBe('0.25rem 0.5rem 1.5rem 2rem');
});
