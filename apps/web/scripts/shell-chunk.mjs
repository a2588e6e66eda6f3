// A Vite build step: the code every page needs, in one file.
//
// React Router's build makes each route module an entry of its own, so a module the root route
// imports is shared by every entry, and Rolldown (Vite 8) splits shared code by which entries use
// it: one small chunk per combination. A first visit then fetched 32 scripts, a slide page 42, most
// under 2 KB, and each costs a round trip on school wifi. Rollup merged such chunks
// (`experimentalMinChunkSize`); Rolldown has no equivalent (docs/dependencies.md, "Vite 8 in the
// site"), but its `codeSplitting` groups take a `test`. This step reads the module graph when the
// build has finished loading and names the modules the browser entry and the root route import
// statically: those run on every page anyway, so putting them in one chunk adds no byte to any page.
// Entry modules themselves (the browser entry, each route module) stay where React Router puts them.

/** Module ids of the browser entry and of the root route module, as React Router's build names them. */
function isShellRoot(id) {
  return /[\\/]src[\\/]entry\.client\.tsx$/.test(id) || /[\\/]src[\\/]root\.tsx\?__react-router-build-client-route$/.test(id);
}

/** The plugin, and the `codeSplitting` groups that read what it found. */
export function shellChunk() {
  const shell = new Set();
  const plugin = {
    name: 'classroom:shell-chunk',
    apply: 'build',
    buildEnd() {
      if (this.environment?.name && this.environment.name !== 'client') return;
      shell.clear();
      const roots = [...this.getModuleIds()].filter(isShellRoot);
      const pending = [...roots];
      while (pending.length > 0) {
        const id = pending.pop();
        if (shell.has(id)) continue;
        shell.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) pending.push(imported);
      }
      for (const root of roots) shell.delete(root);
    },
  };
  const inShell = (id) => shell.has(id) && !id.includes('?__react-router-build-client-route');
  const fromPackages = (id) => /[\\/]node_modules[\\/]/.test(id);
  // Two files, not one: the packages' code changes less often than ours, so a deploy of the site
  // leaves the browser's cached copy of React and React Router in use.
  const groups = [
    { name: 'shell-packages', test: (id) => inShell(id) && fromPackages(id), priority: 2 },
    { name: 'shell', test: (id) => inShell(id) && !fromPackages(id), priority: 1 },
  ];
  return { plugin, groups };
}
