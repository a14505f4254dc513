// The renderer's HTML and CSS are not TypeScript: copy them next to the compiled renderer.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
mkdirSync(join(root, 'dist', 'renderer'), { recursive: true });
for (const file of ['index.html', 'shell.css']) {
  copyFileSync(join(root, 'src', 'renderer', file), join(root, 'dist', 'renderer', file));
}
