/**
 * MUI for the browser builds, shared once (issue 14: "MUI's ButtonBase arrives in 4 different scripts").
 *
 * MUI's files import each other by relative path, so sharing it per path module (`@mui/material/Button`, …) still
 * copies its internals (ButtonBase, styles, @mui/system) into every app's chunks, and sharing the whole package ships
 * all of it (~150 KB gzip). Instead every app provides the same curated modules — the MUI modules listed below and
 * nothing else, in tiers, plus the icons several apps use — under share keys of their own; the shell's copies are
 * the ones a page loads. An app's `import Button from '@mui/material/Button'` is resolved to a one-line re-export of
 * the shared module, so app code keeps MUI's documented path imports. The generated modules are virtual (nothing
 * is written to disk).
 *
 * Need another MUI component? Add it to MUI_TIERS: the build fails (assertMuiCovered) when an app imports a MUI
 * module or name that is not listed, because it would otherwise bring a private copy of MUI's internals.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type RuleSetRule, type RspackPluginInstance } from '@rspack/core';

/**
 * Every `@mui/material/<module>` the apps import → the named exports they use besides the default one, in shared
 * modules a page loads only when its code imports one of their components:
 * - `core`: what every first screen shows (layout, header, hero, cards, lists, alerts);
 * - `forms`: text fields, selects, radios, toggles (the booking and contact forms);
 * - `more`: dialogs, accordions, rating, tabs, tables;
 * - `tooltip`: Tooltip (with Popper).
 * A page whose remote loads its forms, dialogs and below-the-fold sections lazily leaves `forms` and `more` out of
 * its first load (issue 14's budget). MUI's internals that several tiers use (ButtonBase, Paper, Modal, styles,
 * @mui/system) go to chunks of their own, never into two tiers.
 */
export const MUI_TIERS = {
  core: {
    AppBar: [],
    Alert: [],
    AlertTitle: [],
    Avatar: [],
    Box: [],
    Button: [],
    ButtonBase: [],
    Card: [],
    CardActionArea: [],
    CardActions: [],
    CardContent: [],
    Chip: [],
    CircularProgress: [],
    Collapse: [],
    Container: [],
    CssBaseline: [],
    Divider: [],
    Fab: [],
    GlobalStyles: [],
    IconButton: [],
    Link: [],
    List: [],
    ListItem: [],
    ListItemAvatar: [],
    ListItemButton: [],
    ListItemIcon: [],
    ListItemText: [],
    Paper: [],
    Skeleton: [],
    Stack: [],
    // @mui/icons-material's icons import createSvgIcon from here.
    SvgIcon: ['createSvgIcon'],
    Toolbar: [],
    Typography: [],
    useMediaQuery: [],
    styles: ['alpha', 'createTheme', 'keyframes', 'styled', 'ThemeProvider', 'useTheme'],
  },
  forms: {
    FormControl: [],
    FormControlLabel: [],
    FormHelperText: [],
    FormLabel: [],
    InputAdornment: [],
    MenuItem: [],
    Radio: [],
    RadioGroup: [],
    TextField: [],
    ToggleButton: [],
    ToggleButtonGroup: [],
  },
  more: {
    Accordion: [],
    AccordionDetails: [],
    AccordionSummary: [],
    Dialog: [],
    DialogActions: [],
    DialogContent: [],
    DialogContentText: [],
    DialogTitle: [],
    LinearProgress: [],
    Rating: [],
    Slide: [],
    Tab: [],
    Table: [],
    TableBody: [],
    TableCell: [],
    TableContainer: [],
    TableHead: [],
    TableRow: [],
    Tabs: [],
  },
  // Alone, because both brands' headers use it (the theme toggle's hint): Popper and its positioning library are
  // ~11 KB gzip, where `more` would bring ~30 KB of dialogs and tables to every first screen.
  tooltip: {
    Tooltip: [],
  },
} satisfies Record<string, Record<string, readonly string[]>>;
type Tier = keyof typeof MUI_TIERS;
const TIERS = Object.keys(MUI_TIERS) as Tier[];

/** Icons more than one app imports: shared once (an app's other icons stay in its own chunks). */
export const SHARED_ICONS = [
  'ArrowBack',
  'AutoAwesome',
  'CheckCircle',
  'Close',
  'CreditCard',
  'DarkMode',
  'Email',
  'Event',
  'EventBusy',
  'Forum',
  'LightMode',
  'Lock',
  'Menu',
  'NightsStay',
  'OpenInNew',
  'Phone',
  'Schedule',
  'Send',
  'Visibility',
] as const;

/** The share keys; `core` keeps MUI's own name, so a stray `@mui/material` import is served by it too. */
export const MUI_SHARE_KEYS = {
  core: '@mui/material',
  forms: '@app/shared-mui/forms',
  more: '@app/shared-mui/more',
  tooltip: '@app/shared-mui/tooltip',
  icons: '@app/shared-mui/icons',
} as const satisfies Record<Tier | 'icons', string>;

export const MUI_MODULES: Record<string, readonly string[]> = Object.assign(
  {},
  ...TIERS.map((tier): Record<string, readonly string[]> => MUI_TIERS[tier]),
) as Record<string, readonly string[]>;
const tierOf = (name: string): Tier => TIERS.find((tier) => name in MUI_TIERS[tier])!;

/** Path modules without a default export. */
const NO_DEFAULT = new Set(['styles']);
/** What a bare `@mui/material` import gets (the core module): each module's default by name, and the named exports. */
const CORE_NAMES = new Set([
  ...Object.keys(MUI_TIERS.core).filter((n) => !NO_DEFAULT.has(n)),
  ...Object.values(MUI_TIERS.core).flat(),
]);

/** Where the generated modules live for the resolver (virtual: never written). */
const VIRTUAL_DIR = path.join(__dirname, '.shared-mui');
export const sharedMuiFile = (module: Tier | 'icons'): string => path.join(VIRTUAL_DIR, `${module}.js`);
const redirectFile = (request: string): string =>
  path.join(VIRTUAL_DIR, 'redirect', `${request.replace(/^@mui\//, '')}.js`);

const packageDir = (name: string): string => path.dirname(require.resolve(`${name}/package.json`));

/** A shared module: MUI's own files by absolute path, so no share key or redirect applies inside it. */
function tierSource(tier: Tier): string {
  const lines = Object.entries(MUI_TIERS[tier]).map(([name, named]) => {
    const file = JSON.stringify(path.join(packageDir('@mui/material'), name, 'index.mjs'));
    const names = [...(NO_DEFAULT.has(name) ? [] : [`default as ${name}`]), ...named];
    return `export { ${names.join(', ')} } from ${file};`;
  });
  return `${lines.join('\n')}\n`;
}

function iconsSource(): string {
  const dir = packageDir('@mui/icons-material');
  return (
    SHARED_ICONS.map(
      (icon) => `export { default as ${icon} } from ${JSON.stringify(path.join(dir, `${icon}.mjs`))};`,
    ).join('\n') + '\n'
  );
}

/** `@mui/material/<name>` for app code: the same names, taken from the shared module of its tier. */
function redirectSource(name: string): string {
  const names = [...(NO_DEFAULT.has(name) ? [] : [`${name} as default`]), ...MUI_MODULES[name]];
  return `export { ${names.join(', ')} } from '${MUI_SHARE_KEYS[tierOf(name)]}';\n`;
}

/**
 * The rule and plugin a build adds with `sharedDependencies({ mui: 'curated' })`. The redirects apply to every
 * importer except MUI's own files, which must keep their relative and package imports inside the shared module.
 */
export function muiSharing(): { rules: RuleSetRule[]; plugins: RspackPluginInstance[] } {
  const files: Record<string, string> = { [sharedMuiFile('icons')]: iconsSource() };
  for (const tier of TIERS) files[sharedMuiFile(tier)] = tierSource(tier);
  const alias: Record<string, string> = {};
  for (const name of Object.keys(MUI_MODULES)) {
    const request = `@mui/material/${name}`;
    files[redirectFile(request)] = redirectSource(name);
    alias[`${request}$`] = redirectFile(request);
  }
  for (const icon of SHARED_ICONS) {
    const request = `@mui/icons-material/${icon}`;
    files[redirectFile(request)] = `export { ${icon} as default } from '${MUI_SHARE_KEYS.icons}';\n`;
    alias[`${request}$`] = redirectFile(request);
  }
  return {
    rules: [{ test: /\.[cm]?[jt]sx?$/, exclude: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]/, resolve: { alias } }],
    plugins: [new rspack.experiments.VirtualModulesPlugin(files)],
  };
}

const IMPORT = /(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(@mui\/material(?:\/[^']+)?)'/g;

/** The value names an import clause takes (`Button, { alpha, type Theme }` → default, alpha). */
function importedNames(clause: string): string[] {
  const names: string[] = [];
  const braces = clause.match(/\{([^}]*)\}/)?.[1];
  const head = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (head && !head.startsWith('*')) names.push('default');
  if (head.startsWith('*')) names.push('*');
  for (const part of braces?.split(',') ?? []) {
    const name = part
      .trim()
      .split(/\s+as\s+/)[0]
      .trim();
    if (name && !name.startsWith('type ')) names.push(name);
  }
  return names;
}

/** Fails the build when source under `dirs` imports a MUI module or name the shared module does not provide. */
export function assertMuiCovered(dirs: string[]): void {
  const problems: string[] = [];
  const visit = (file: string) => {
    if (!/\.(tsx?|jsx?)$/.test(file) || /\.test\.[jt]sx?$/.test(file)) return;
    for (const [, typeOnly, clause, request] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (typeOnly) continue;
      const name = request === '@mui/material' ? null : request.slice('@mui/material/'.length);
      for (const imported of importedNames(clause)) {
        const provided = name === null ? undefined : MUI_MODULES[name];
        const ok =
          name === null
            ? CORE_NAMES.has(imported)
            : provided !== undefined && (imported === 'default' ? !NO_DEFAULT.has(name) : provided.includes(imported));
        if (!ok) problems.push(`${path.relative(process.cwd(), file)}: ${imported} from '${request}'`);
      }
    }
  };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else visit(full);
    }
  };
  for (const dir of dirs) if (fs.existsSync(dir)) walk(dir);
  if (problems.length > 0) {
    throw new Error(
      `MUI imports the shared MUI modules do not provide (add them to MUI_TIERS in ${path.join(__dirname, 'shared-mui.ts')}):\n  ${problems.join('\n  ')}`,
    );
  }
}
