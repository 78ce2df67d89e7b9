// Two parts of MUI that this portal never uses but every page would load, left out of the built app.
//
// CSS-variables themes. MUI's createTheme and ThemeProvider import the CSS-variables theme machinery (createThemeWithVars, the
// CssVarsProvider with its colour-scheme storage and init script) whether a theme uses it or not, so the bundler
// cannot leave it out: 1.7 KB gzip on every page. The portal's theme (src/app/theme.ts) and MUI's default theme
// are plain palette themes (no `cssVariables`, no `colorSchemes`), which createTheme builds with createThemeNoVars
// and ThemeProvider serves with ThemeProviderNoVars. In the built app those two imports resolve to modules that
// only say so: a theme that asked for CSS variables fails loudly instead of silently losing them.
//
// Ripples. The theme turns them off for every button (MuiButtonBase disableRipple: the focus outline is the cue), so
// ButtonBase never mounts its TouchRipple; its import still brings the ripple animation and its transition group
// (2.6 KB gzip), and every button keeps a lazy ripple handle whose state and effect serve nothing. In the built app
// the ripple is a component that draws nothing and the handle one shared object whose calls do nothing.
//
// Emotion's withTheme. @emotion/react imports hoist-non-react-statics (and with it its own copy of react-is) for
// withTheme alone, as a bare import the bundler must keep: 0.6 KB gzip on every page. The portal never wraps a
// component in withTheme; in the built app the helper copies no statics.
//
// Pigment CSS. createTheme attaches a serialiser of the theme for Pigment CSS, which the portal does not use; in the
// built app calling it fails loudly.
import type { Plugin } from 'vite';

const STYLES_DIR = /[\\/]@mui[\\/]material[\\/]styles[\\/]/;
const WITHOUT_THEME_WITH_VARS = '\0portal:mui-no-theme-with-vars';
const WITHOUT_PROVIDER_WITH_VARS = '\0portal:mui-no-provider-with-vars';
const BUTTON_BASE_DIR = /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]/;
const NO_TOUCH_RIPPLE = '\0portal:mui-no-touch-ripple';
const NO_LAZY_RIPPLE = '\0portal:mui-no-lazy-ripple';
const NO_STRINGIFY_THEME = '\0portal:mui-no-stringify-theme';
const EMOTION_REACT_DIR = /[\\/]@emotion[\\/]react[\\/]/;
const NO_HOIST_STATICS = '\0portal:emotion-no-hoist-statics';

const refusal = (what: string, leftOut = 'MUI CSS-variables themes') =>
  `throw new Error(${JSON.stringify(`${what}: this build leaves ${leftOut} out (scripts/build/muiLeanBuild.ts).`)})`;

export function muiLeanBuild(): Plugin {
  return {
    name: 'portal:mui-lean-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === 'hoist-non-react-statics' && EMOTION_REACT_DIR.test(importer)) return NO_HOIST_STATICS;
      if (source === './TouchRipple.mjs' && BUTTON_BASE_DIR.test(importer)) return NO_TOUCH_RIPPLE;
      if (source === '../useLazyRipple/index.mjs' && BUTTON_BASE_DIR.test(importer)) return NO_LAZY_RIPPLE;
      if (!STYLES_DIR.test(importer)) return null;
      if (source === './stringifyTheme.mjs') return NO_STRINGIFY_THEME;
      if (source === './createThemeWithVars.mjs') return WITHOUT_THEME_WITH_VARS;
      // ThemeProvider.mjs picks CssVarsProvider only for a theme with colorSchemes; the styles index re-exports it.
      if (source === './ThemeProviderWithVars.mjs' && /ThemeProvider\.mjs$/.test(importer)) return WITHOUT_PROVIDER_WITH_VARS;
      return null;
    },
    load(id) {
      if (id === WITHOUT_THEME_WITH_VARS) return `export default function createThemeWithVars() { ${refusal('createTheme({ cssVariables })')} }`;
      if (id === WITHOUT_PROVIDER_WITH_VARS) return `export function CssVarsProvider() { ${refusal('ThemeProvider with a colorSchemes theme')} }`;
      if (id === NO_HOIST_STATICS) return 'export default function hoistNonReactStatics(target) { return target; }';
      if (id === NO_STRINGIFY_THEME) return `export function stringifyTheme() { ${refusal('theme.toRuntimeSource', "MUI's Pigment CSS serialiser")} }`;
      if (id === NO_LAZY_RIPPLE) {
        return `const none = () => {};
const handle = { ref: { current: null }, shouldMount: false, start: none, stop: none, pulsate: none };
export default function useLazyRipple() { return handle; }`;
      }
      // The ripple's handle (start, stop, pulsate) does nothing, should a button ever ask for one.
      if (id === NO_TOUCH_RIPPLE) {
        return `import { forwardRef, useImperativeHandle } from 'react';
const none = () => {};
export default forwardRef(function TouchRipple(_props, ref) {
  useImperativeHandle(ref, () => ({ start: none, stop: none, pulsate: none }), []);
  return null;
});`;
      }
      return null;
    },
  };
}
