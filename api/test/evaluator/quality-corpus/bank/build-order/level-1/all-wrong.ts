const fs = require('fs');

interface Project {
  modules: number;
  unlocks: number[][];
  blockers: number[];
}

function readProject(text: string): Project {
  const values = text.split(/\s+/).filter(Boolean).map(Number);
  const modules = values[0];
  const links = values[1];
  const unlocks: number[][] = Array.from({ length: modules + 1 }, () => []);
  const blockers = new Array<number>(modules + 1).fill(0);
  for (let i = 0; i < links; i++) {
    const first = values[2 + 2 * i];
    const second = values[3 + 2 * i];
    unlocks[first].push(second);
    blockers[second]++;
  }
  return { modules, unlocks, blockers };
}

/** Builds in rounds: every module whose prerequisites are done is built in the same round. */
function buildRounds(project: Project): number[] {
  const round = new Array<number>(project.modules + 1).fill(-1);
  let current: number[] = [];
  for (let module = 1; module <= project.modules; module++) {
    if (project.blockers[module] === 0) current.push(module);
  }
  let roundNumber = 0;
  while (current.length > 0) {
    const upcoming: number[] = [];
    for (const module of current) {
      round[module] = roundNumber;
      for (const unlocked of project.unlocks[module]) {
        project.blockers[unlocked]--;
        if (project.blockers[unlocked] === 0) upcoming.push(unlocked);
      }
    }
    current = upcoming;
    roundNumber++;
  }
  return round.slice(1);
}

console.log(buildRounds(readProject(fs.readFileSync(0, 'utf8'))).join(' '));
