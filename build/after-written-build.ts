// The hooks of a plugin whose work follows a whole build (prerender, compression, the record of inputs): Vite runs
// closeBundle after a failed build too, which has nothing complete to work on and whose own error must show.
import type { Plugin } from "vite";

type AfterBuildHooks = Required<Pick<Plugin, "buildStart" | "writeBundle" | "closeBundle">>;

/**
 * Runs `work` at closeBundle, only when this build got as far as writing its files; post and sequential, so plugins
 * later in the list run after it. `onStart` runs as each build starts.
 */
export function afterWrittenBuild(work: () => Promise<void> | void, onStart?: () => void): AfterBuildHooks {
  let written = false;
  return {
    buildStart() {
      written = false;
      onStart?.();
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        if (written) await work();
      },
    },
  };
}
