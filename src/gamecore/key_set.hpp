// A set of long long keys that says whether a key was already in it: open addressing with linear probing, never
// more than half full, O(1) expected per insert. Tested in src/tests/key_set_test.cpp against std::set.
#ifndef GAMECORE_KEY_SET_HPP
#define GAMECORE_KEY_SET_HPP

#include <cstddef>
#include <vector>

namespace gamecore {

// The keys already seen in a case (poj1704: a repeat is an error at its token; mock-turtles: a repeated coin is
// the same coin). reset() sizes the table for the case and clears only that much, so many small cases after a
// large one stay cheap.
class KeySet {
public:
    KeySet() : mask_(0), size_(0), holds_empty_key_(false) { reset(0); }

    // Empties the set, with room for `keys` keys before it has to grow.
    void reset(std::size_t keys) {
        std::size_t capacity = 16;
        while (capacity < 2 * keys) capacity *= 2;
        slots_.assign(capacity, empty_key());
        mask_ = capacity - 1;
        size_ = 0;
        holds_empty_key_ = false;
    }

    // Adds `key`; false if the set held it already.
    bool insert(long long key) {
        if (key == empty_key()) {  // the one key a slot cannot hold: it marks free slots
            if (holds_empty_key_) return false;
            holds_empty_key_ = true;
            return true;
        }
        if (2 * (size_ + 1) > slots_.size()) grow();
        std::size_t slot = slot_of(key);
        for (; slots_[slot] != empty_key(); slot = (slot + 1) & mask_)
            if (slots_[slot] == key) return false;
        slots_[slot] = key;
        ++size_;
        return true;
    }

private:
    static long long empty_key() { return -9223372036854775807LL - 1; }

    // The splitmix64 finaliser: every bit of the key moves the slot, so that runs of cells, or cells that differ
    // only in high bits, do not crowd together under a power-of-two mask.
    std::size_t slot_of(long long key) const {
        unsigned long long z = static_cast<unsigned long long>(key);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        return static_cast<std::size_t>(z) & mask_;
    }

    // Only when a caller inserts more keys than reset() was told: rehash into twice the slots.
    void grow() {
        std::vector<long long> old;
        old.swap(slots_);
        slots_.assign(2 * old.size(), empty_key());
        mask_ = slots_.size() - 1;
        for (std::size_t i = 0; i < old.size(); ++i) {
            if (old[i] == empty_key()) continue;
            std::size_t slot = slot_of(old[i]);
            while (slots_[slot] != empty_key()) slot = (slot + 1) & mask_;
            slots_[slot] = old[i];
        }
    }

    std::vector<long long> slots_;
    std::size_t mask_;  // slots_.size() - 1, a power of two minus one
    std::size_t size_;  // keys in slots_ (the empty key is counted apart)
    bool holds_empty_key_;
};

}  // namespace gamecore

#endif
