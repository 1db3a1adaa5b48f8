const fs = require('fs');

enum Size {
  Small,
  Medium,
  Large,
}

class Spot {
  constructor(public floor: number, public num: number, public size: Size) {}

  label(): string {
    return this.floor + '-' + this.num;
  }

  before(other: Spot): boolean {
    return this.floor < other.floor || (this.floor === other.floor && this.num < other.num);
  }
}

class Heap {
  data: Spot[] = [];

  insert(s: Spot): void {
    this.data.push(s);
    let i = this.data.length - 1;
    while (i > 0) {
      const p = Math.floor((i - 1) / 2);
      if (this.data[p].before(this.data[i])) break;
      [this.data[p], this.data[i]] = [this.data[i], this.data[p]];
      i = p;
    }
  }

  extract(): Spot {
    const top = this.data[0];
    const end = this.data.pop()!;
    if (this.data.length > 0) {
      this.data[0] = end;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let s = i;
        if (l < this.data.length && this.data[l].before(this.data[s])) s = l;
        if (r < this.data.length && this.data[r].before(this.data[s])) s = r;
        if (s === i) break;
        [this.data[s], this.data[i]] = [this.data[i], this.data[s]];
        i = s;
      }
    }
    return top;
  }
}

class Garage {
  floors = 0;
  free: Heap[] = [new Heap(), new Heap(), new Heap()];
  cars = new Map<string, Spot>();

  addFloor(counts: number[]): string {
    this.floors++;
    let num = 1;
    counts.forEach((count, size) => {
      for (let k = 0; k < count; k++) this.free[size].insert(new Spot(this.floors, num++, size));
    });
    return 'FLOOR ' + this.floors;
  }

  park(plate: string, kind: string): string {
    if (this.cars.has(plate)) return 'ALREADY_PARKED';
    const size = kind === 'BIKE' ? Size.Small : kind === 'CAR' ? Size.Medium : Size.Large;
    if (this.free[size].data.length === 0) return 'FULL';
    const spot = this.free[size].extract();
    this.cars.set(plate, spot);
    return 'PARKED ' + plate + ' ' + spot.label();
  }

  leave(plate: string): string {
    if (!this.cars.has(plate)) return 'NOT_FOUND';
    const spot = this.cars.get(plate)!;
    this.cars.delete(plate);
    this.free[spot.size].insert(spot);
    return 'LEFT ' + plate + ' ' + spot.label();
  }

  where(plate: string): string {
    return this.cars.get(plate)!.label();
  }
}

const lines: string[] = fs.readFileSync(0, 'utf8').split('\n');
const g = new Garage();
const result: string[] = [];
for (let i = 1; i <= Number(lines[0]); i++) {
  const w = lines[i].trim().split(' ');
  switch (w[0]) {
    case 'ADD_FLOOR':
      result.push(g.addFloor([Number(w[1]), Number(w[2]), Number(w[3])]));
      break;
    case 'PARK':
      result.push(g.park(w[1], w[2]));
      break;
    case 'LEAVE':
      result.push(g.leave(w[1]));
      break;
    case 'WHERE':
      result.push(g.where(w[1]));
      break;
    case 'FREE':
      result.push(String(g.free[w[1] === 'SMALL' ? 0 : w[1] === 'MEDIUM' ? 1 : 2].data.length));
      break;
  }
}
console.log(result.join('\n'));
