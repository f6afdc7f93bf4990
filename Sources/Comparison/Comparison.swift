// The comparison module (being written).
