import { render, screen } from '@testing-library/react';
import type { Evaluation } from '../types';
import { EvaluationView } from './evaluation-view';

const evaluation: Evaluation = {
  overall_rating: 9.6,
  correctness_rating: 10,
  correctness_notes: 'All 9 tests passed.',
  efficiency_rating: 10,
  efficiency_notes: 'Fast enough.',
  readability_rating: 9,
  readability_notes: '',
  extensibility_rating: 9,
  extensibility_notes: '',
  robustness_rating: 9,
  robustness_notes: '',
  test_results: [],
  runtime_ms: 500,
  memory_kb: 9000,
  error: null,
  reviewer_notes: null,
  measured_growth: null,
  verdict: {
    accepted: true,
    reason: null,
    failed_tests: 0,
    passed_tests: 1,
    total_tests: 1,
    message: 'Accepted: all 1 test passed within the limits.',
  },
  how_rated: {
    category: 'dsa',
    weights: { correctness: 0.35, efficiency: 0.2, readability: 0.2, extensibility: 0.15, robustness: 0.1 },
    note: 'Overall for a data-structures-and-algorithms problem: correctness 30%, efficiency 20%, readability 25%, extensibility 15%, robustness 10%.',
  },
};

describe('the measured growth in the result panel', () => {
  test('shows the measured and the expected growth', () => {
    render(
      <EvaluationView
        evaluation={{ ...evaluation, measured_growth: { measured: 'O(n²)', expected: 'O(n log n)' } }}
      />,
    );
    expect(screen.getByText('Measured growth ≈ O(n²), expected O(n log n)')).toBeInTheDocument();
  });

  test('says when no growth could be measured and points to the efficiency notes', () => {
    render(
      <EvaluationView
        evaluation={{ ...evaluation, measured_growth: { measured: null, expected: 'O(n)' } }}
      />,
    );
    expect(
      screen.getByText('Measured growth: not determined (see efficiency), expected O(n)'),
    ).toBeInTheDocument();
  });

  test('shows nothing for a level without an expected growth', () => {
    render(<EvaluationView evaluation={{ ...evaluation, measured_growth: null }} />);
    expect(screen.queryByText(/Measured growth/)).not.toBeInTheDocument();
  });
});
