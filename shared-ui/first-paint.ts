// 'shared-ui/first-paint': the part of the design system a first visit draws (src/firstPaint.ts).
export * from './src/firstPaint';
