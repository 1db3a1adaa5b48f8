'use strict';
// Answers range-total questions over a metro line's daily fare collections.
const fs = require('fs');

const FIRST_STATION = 1;
const OUTPUT_SEPARATOR = '\n';

/** A question about stations first..last, both included (1-based). */
class RangeQuestion {
  constructor(first, last) {
    this.first = first;
    this.last = last;
  }
}

/** Turns the raw input into the collections and the questions. */
class LedgerParser {
  parse(text) {
    const tokens = text.split(/\s+/).filter(Boolean).map(Number);
    const [stationCount, questionCount] = tokens;
    const collections = tokens.slice(2, 2 + stationCount);
    const questions = [];
    for (let index = 0; index < questionCount; index++) {
      const position = 2 + stationCount + 2 * index;
      questions.push(new RangeQuestion(tokens[position], tokens[position + 1]));
    }
    return { collections, questions };
  }
}

/** Answers 'what is the total of stations first..last?'. */
class RangeTotalIndex {
  total(question) {
    throw new Error(`${this.constructor.name} must implement total(${question})`);
  }
}

/** Running totals built once in O(n); each question is then one subtraction. */
class PrefixSumIndex extends RangeTotalIndex {
  constructor(collections) {
    super();
    // Totals stay below 2^53 in absolute value, so doubles hold them exactly.
    this.running = new Float64Array(collections.length + 1);
    collections.forEach((amount, index) => {
      this.running[index + 1] = this.running[index] + amount;
    });
  }

  total(question) {
    return this.running[question.last] - this.running[question.first - FIRST_STATION];
  }
}

/** Builds an index over the collections and answers every question with it. */
class LedgerService {
  constructor(indexFactory = (collections) => new PrefixSumIndex(collections)) {
    this.indexFactory = indexFactory;
  }

  answer({ collections, questions }) {
    const index = this.indexFactory(collections);
    return questions.map((question) => index.total(question));
  }
}

class TotalsFormatter {
  format(totals) {
    return totals.join(OUTPUT_SEPARATOR) + OUTPUT_SEPARATOR;
  }
}

function main() {
  const ledger = new LedgerParser().parse(fs.readFileSync(0, 'utf8'));
  const totals = new LedgerService().answer(ledger);
  process.stdout.write(new TotalsFormatter().format(totals));
}

main();
