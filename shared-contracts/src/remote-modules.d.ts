// Hand-written contract of what each remote exposes (instead of the slow dts plugin).
declare module 'mfe_public/routes' {
  export const routes: import('./federation').RemoteRoutes;
}
declare module 'mfe_admin/routes' {
  export const routes: import('./federation').RemoteRoutes;
}
declare module 'mfe_workspace/routes' {
  export const routes: import('./federation').RemoteRoutes;
}
declare module 'mfe_compliance/routes' {
  export const routes: import('./federation').RemoteRoutes;
}
declare module 'mfe_superadmin/routes' {
  export const routes: import('./federation').RemoteRoutes;
}
