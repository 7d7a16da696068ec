import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AuthProvider } from 'shared-auth';
import { GlobalStyle, Toaster, theme } from 'shared-ui/first-paint';
import { AuthModals } from './auth-modals/AuthModals';
import { AppRoutes } from './routing/AppRoutes';
import { SessionExpiryNotice } from './session/SessionExpiryNotice';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
          <AuthModals />
          <SessionExpiryNotice />
        </BrowserRouter>
        <Toaster />
      </AuthProvider>
    </ThemeProvider>
  );
}
