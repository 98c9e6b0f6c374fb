// One flat config for the repo, one block per package. It keeps the boundaries of
// docs/architecture.md "Boundaries" (core imports no framework, web and functions never import each
// other, router -> service -> platform -> core, domains and features only on listed edges, no
// import cycles); `npm test` runs this (npm run lint), so a wrong-way import fails the build.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Server domains: every folder of functions/src except the shared platform layer. */
const DOMAINS = dirs('./functions/src/').filter((d) => d !== 'platform');
/** Edges where one domain may use another (always through its index.ts). */
const DOMAIN_EDGES = {
  admin: DOMAINS,
  // The transactions history shows pending earnings (conversions) beside the ledger.
  users: ['conversions'],
  // A reversal holds the member's payouts and takes back the referral bonus its credit qualified
  // (functions/src/conversions/reversal.ts, docs/conversions.md "Reversals").
  conversions: ['rewards', 'referrals'],
  // Partner-reported earnings all move through the conversion engine (docs/conversions.md).
  offers: ['conversions'],
  shopping: ['conversions'],
  surveys: ['conversions'],
  // A sweepstake's prize is paid as a payout (docs/sweepstakes.md).
  sweepstakes: ['rewards'],
  // The /new design's earn hub gathers each earning domain's figures (functions/src/earn).
  earn: ['offers', 'articles', 'daily', 'shopping', 'webSearch'],
  // The partner portal shows a brand's selection of offers and rewards (docs/api.md).
  cpPortal: ['offers', 'rewards'],
};
const FEATURES = dirs('./web/src/features/');

// --- web: features' edges and staff's app (web/src/admin) --------------------------------------
/** Edges where one web feature may use another (always through its index.ts). */
const FEATURE_EDGES = {
  // The member's dashboard shows the daily challenge card and the daily bonus's status.
  dashboard: ['daily'],
  // The partner portal (/cp/rewards) dresses the member's own screens in a brand's frame: sign-in,
  // sign-up, reset and verification (auth), identity checks (kyc), the offer wall (offers), the
  // catalogue, claiming and "my rewards" (rewards).
  cpPortal: ['auth', 'kyc', 'offers', 'rewards'],
  // /survey lists the survey offers under the wall ('Take Surveys' has one meaning).
  surveys: ['offers'],
};
/** Staff's app: one folder per area (the /admin screens), with the kit several areas use in shared/. */
const ADMIN_AREAS = dirs('./web/src/admin/').filter((d) => d !== 'shared');
/** Edges where one admin area may use another (always through its index.ts). */
const ADMIN_EDGES = {
  // A member's record lists their conversions and recent payouts with those areas' own views.
  members: ['conversions', 'payouts'],
};
/** Features an admin area may use (through the feature's index.ts), with the reason: none today. */
const ADMIN_FEATURE_EDGES = {};
const WEB_AREA_ZONES = [
  ...siblingZones('./web/src/features', FEATURES, {
    except: ['./index.ts'],
    allowed: (target) => FEATURE_EDGES[target] ?? [],
  }),
  {
    target: ['./web/src/components', './web/src/lib', './web/src/theme', './web/src/testing', './web/src/features'],
    from: './web/src/admin',
    message: "Staff's app (web/src/admin) is composed by app/ only: nothing shared and no feature imports it.",
  },
  { target: './web/src/admin', from: './web/src/app', message: 'admin/ does not import app/: the app composes admin, not the other way.' },
  {
    target: './web/src/admin/shared',
    from: './web/src/admin',
    except: ['./shared'],
    message: "admin/shared is the staff's kit: it never imports an admin area.",
  },
  ...siblingZones('./web/src/admin', ADMIN_AREAS, {
    except: ['./index.ts'],
    allowed: (target) => ADMIN_EDGES[target] ?? [],
  }),
  ...ADMIN_AREAS.flatMap((area) => {
    const listed = ADMIN_FEATURE_EDGES[area] ?? [];
    return [
      {
        target: `./web/src/admin/${area}`,
        from: FEATURES.filter((f) => !listed.includes(f)).map((f) => `./web/src/features/${f}`),
        message: `admin/${area} may not import a feature that ADMIN_FEATURE_EDGES does not list for it.`,
      },
      ...listed.map((f) => ({
        target: `./web/src/admin/${area}`,
        from: `./web/src/features/${f}`,
        except: ['./index.ts'],
        message: `admin/${area} may use features/${f} only through its index.ts.`,
      })),
    ];
  }),
  { target: './web/src/admin/shared', from: './web/src/features', message: 'admin/shared never imports a feature.' },
];
// --- end of web areas ----------------------------------------------------------------------------

/**
 * Zones that keep each sibling folder out of the others. With `allowed`, a folder imports only the
 * siblings it lists (an edge with its reason), and those only through `except` (their index.ts).
 */
function siblingZones(root, names, { except = [], allowed } = {}) {
  return names.flatMap((target) =>
    names
      .filter((from) => from !== target)
      .map((from) => {
        const listed = !allowed || allowed(target).includes(from);
        return {
          target: `${root}/${target}`,
          from: `${root}/${from}`,
          except: listed ? except : [],
          message: listed
            ? `${root}/${target} may not import ${root}/${from}${except.length ? ' except through its index.ts' : ''}.`
            : `${root}/${target} may not import ${root}/${from}: no edge lists it (add one, with its reason, to the allow-list).`,
        };
      }),
  );
}

const FIREBASE_OR_REACT = ['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', 'react', 'react-dom', 'react/*', 'express'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'emulators/artifacts/**',
      '**/*.d.ts',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['core/tsconfig.json', 'functions/tsconfig.json', 'web/tsconfig.json', 'emulators/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // tsc already reports unused locals and parameters (tsconfig.base.json); this rule repeated
      // it for over a quarter of lint's time.
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/functions/src/**', '**/web/src/**'], message: 'core, functions and web share code only through @pilotmiles/core.' }] },
      ],
    },
  },

  // core: pure TypeScript, importable from the browser and the server alike.
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: FIREBASE_OR_REACT.filter((p) => !p.includes('*')),
          patterns: [
            { group: FIREBASE_OR_REACT.filter((p) => p.includes('*')), message: 'core imports nothing from Firebase, React or Express.' },
            { group: ['node:*'], message: 'core runs in the browser too: no Node built-ins.' },
          ],
        },
      ],
    },
  },

  // functions: platform <- domains <- the wiring (app.ts, index.ts, forScripts.ts); services never see HTTP.
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      // Cloud Logging reads firebase-functions' logger as structured entries (docs/operations.md).
      'no-console': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions/src/platform',
              from: './functions/src',
              except: ['./platform'],
              message: 'platform is the bottom layer: it never imports a domain or the app.',
            },
            ...siblingZones('./functions/src', DOMAINS, {
              except: ['./index.ts'],
              allowed: (target) => DOMAIN_EDGES[target] ?? [],
            }),
            ...DOMAINS.map((d) => ({
              target: `./functions/src/${d}`,
              from: ['./functions/src/app.ts', './functions/src/index.ts', './functions/src/forScripts.ts'],
              message: 'Domains do not import the wiring (app.ts, index.ts, forScripts.ts).',
            })),
          ],
        },
      ],
    },
  },
  {
    // Services, jobs and partner adapters hold the rules; HTTP stays in routers and platform/http.
    files: ['functions/src/**/*.service.ts', 'functions/src/**/*.job.ts', 'functions/src/**/*.adapter.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'express', message: 'Services do not touch req/res: throw an HttpError and let the router answer.' }],
          patterns: [
            { group: ['**/platform/http', '**/platform/http/*', '*.router', '**/*.router'], message: 'Services never import routers or HTTP middleware.' },
          ],
        },
      ],
    },
  },

  // web: app -> features, admin -> components/lib/theme; features and admin areas only on listed edges.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['components', 'lib', 'theme', 'testing'].map((shared) => ({
              target: `./web/src/${shared}`,
              from: ['./web/src/features', './web/src/app'],
              message: `web/src/${shared} is shared: it never imports features/ or app/.`,
            })),
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features do not import app/: the app composes features, not the other way.',
            },
            // Features only on their listed edges, and staff's areas (WEB_AREA_ZONES above).
            ...WEB_AREA_ZONES,
          ],
        },
      ],
    },
  },

  // A name on a box with no role is prohibited ARIA (axe: aria-prohibited-attr); loading boxes are
  // role="progressbar", groups role="group". axe only sees the state it lands on, this sees them all.
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(Box|Stack|div|span|Typography)$/]:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name=/^(role|component)$/]))",
          message: 'aria-label needs a role on this element (role="progressbar" for a loading box, "group" for a group).',
        },
      ],
    },
  },

  // ---- web/src/app/shells: the three designs -------------------------------------------------
  // One folder per design (classic, new, portal), each its layout, navigation, theme variant and
  // route table; app/router.tsx composes them. A shell never imports another: what two designs
  // share is a feature's (features/), a shared component's (components/) or, when it composes
  // features, app/'s own (app/MemberAgents.tsx). Staff's app is none of the designs: a shell never
  // imports web/src/admin, its layout or its routes (app/adminRoutes.tsx mounts /admin). This block
  // sets the rule's zones for the shells' files only (a later block's options replace the earlier
  // ones); the web block above has no zone whose target is a shell.
  {
    files: ['web/src/app/shells/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...siblingZones('./web/src/app/shells', dirs('./web/src/app/shells/')),
            {
              target: './web/src/app/shells',
              from: ['./web/src/admin', './web/src/app/layouts/AdminLayout.tsx', './web/src/app/adminRoutes.tsx'],
              message: "A design's shell never imports staff's app: app/adminRoutes.tsx mounts /admin beside the shells.",
            },
          ],
        },
      ],
    },
  },
  // ---- end of the shells' block ---------------------------------------------------------------

  // emulators/ (seed, scripts, benches, tests) reach the server only through functions/src/forScripts.ts.
  {
    files: ['emulators/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/functions/src/**', '!**/functions/src/forScripts', '**/web/src/**'],
              message: 'emulators/ imports the server only through functions/src/forScripts.ts, and shares with the web only through core.',
            },
          ],
        },
      ],
    },
  },

  // Tests and scripts may use what they need.
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'emulators/**/*.{ts,mjs}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // Web tests fake the network edge and the session through testing/renderWithProviders, never by
  // replacing the app's own API client or session module (the code between stays under test).
  {
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='mock'][arguments.0.value=/lib\\/(api|session)$/]",
          message: 'Fake the /api with renderWithProviders({ endpoints }) or testing/fakeApi, and the session with its `user` option.',
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
