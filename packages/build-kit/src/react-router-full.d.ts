/** The alias rspack-app.ts points at react-router's own ESM build (see shared-react-router.ts). */
declare module '@app/react-router-full' {
  export * from 'react-router';
}
