// An ESLint rule that keeps each part of the project to the parts it may import (the layers are listed in
// eslint.config.js). It resolves every relative import — static, `export … from` and dynamic `import()`, the
// form lazy routes use — against the importing file, so a rule names folders of the project, not spellings of a
// path. Tests, stories and their support files are exempt: they may import whatever they exercise.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Tests, stories, the helpers only they use (named so) and the test folders. */
export const isTestCode = (file) =>
  /(^|\/)(tests|\.storybook)\//.test(file) || /\.(test|stories|testSupport|storySupport)(\.[cm]?[jt]sx?)?$/.test(file);

/** A folder ('src/app/') holds its files and is named by an import of its index ('../app'); a file is itself. */
const under = (file, places) => places.some((place) => (place.endsWith('/') ? file.startsWith(place) || `${file}/` === place : file === place));

/** @type {import('eslint').Rule.RuleModule} */
export const importLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps each folder of the project to the folders it may import.' },
    messages: { forbidden: '{{file}} may not import {{target}}: {{because}}.' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            from: { type: 'array', items: { type: 'string' } },
            except: { type: 'array', items: { type: 'string' } },
            forbidden: { type: 'array', items: { type: 'string' } },
            forbidTestCode: { type: 'boolean' },
            because: { type: 'string' },
          },
          required: ['from', 'because'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    const layers = context.options[0] ?? [];
    const file = path.relative(projectRoot, context.filename).split(path.sep).join('/');
    if (isTestCode(file)) return {};
    const applying = layers.filter((layer) => under(file, layer.from) && !under(file, layer.except ?? []));
    if (applying.length === 0) return {};

    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(projectRoot, path.resolve(path.dirname(context.filename), source.value)).split(path.sep).join('/');
      for (const layer of applying) {
        if (under(target, layer.forbidden ?? []) || (layer.forbidTestCode && isTestCode(target))) {
          context.report({ node: source, messageId: 'forbidden', data: { file, target, because: layer.because } });
          return;
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
