import { PAGE_PATHS, type RemotePage, type RemoteRoutes } from 'shared-contracts/federation';

const plans = () => import('./features/subscription/PlanSelectionPage');
const paymentResult = () => import('./features/subscription/PaymentResultPage');
// Every signed-in area has the same account page, in each area's menu at `order`.
const devices = (order: number): RemotePage => ({
  path: 'account/devices',
  title: 'Signed-in devices',
  menu: { label: 'Signed-in devices', order },
  load: () => import('./features/account/SignedInDevicesPage'),
});

export const routes: RemoteRoutes = {
  public: [
    { path: PAGE_PATHS.public.home, title: 'Compliance Management', load: () => import('./features/home/HomePage') },
    { path: PAGE_PATHS.public.login, title: 'Sign in', load: () => import('./features/login-placeholder/LoginPlaceholderPage') },
    { path: 'about', title: 'About us', load: () => import('./features/about/AboutPage') },
    { path: 'features', title: 'Features', load: () => import('./features/features/FeaturesPage') },
    { path: 'careers', title: 'Careers', load: () => import('./features/careers/CareersPage') },
    { path: 'contact-us', title: 'Contact us', load: () => import('./features/contact/ContactPage') },
    { path: 'blog', title: 'Blog', load: () => import('./features/blog/BlogPage') },
    { path: 'blog/:slug', title: 'Blog', load: () => import('./features/blog/BlogPostPage') },
    { path: 'faq', title: 'FAQ', load: () => import('./features/faq/FaqPage') },
    { path: 'support', title: 'Support', load: () => import('./features/support/SupportPage') },
    { path: 'terms', title: 'Terms of service', load: () => import('./features/legal/TermsPage') },
    { path: 'privacy', title: 'Privacy policy', load: () => import('./features/legal/PrivacyPage') },
    { path: PAGE_PATHS.public.subscription, title: 'Choose your plan', load: plans },
  ],
  // The plan screen is the same in the admin area (docs/specifications.md, B §2).
  admin: [
    { path: PAGE_PATHS.admin.subscription, title: 'Subscription', menu: { label: 'Subscription', order: 150 }, load: plans },
    { path: 'subscription/result', title: 'Payment result', load: paymentResult },
    devices(160),
  ],
  maker: [devices(120)],
  checker: [devices(120)],
  'super-admin': [devices(60)],
};
