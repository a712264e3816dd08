// rspack's asset modules turn an imported image into its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
