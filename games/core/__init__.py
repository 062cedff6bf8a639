"""What every game shares: geometry, components, protocol, randomness, records, errors."""
