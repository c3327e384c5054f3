// The Lingui macro step shared by the app build (vite.config.ts) and the unit tests (vitest.config.ts):
// only modules that import a Lingui macro go through Babel; everything else skips it.
export const linguiMacroPreset = {
  preset: { plugins: ["@lingui/babel-plugin-lingui-macro"] },
  rolldown: { filter: { code: /from ['"]@lingui\/(?:macro|core\/macro|react\/macro)['"]/ } },
};
