// Sets of Grundy values < 2^bits as binary tries in one node pool (indices): insert, mex O(bits), lazy xor-all O(1),
// destructive merge O(nodes freed). Tested in src/tests/grundy_trie_test.cpp against std::set, and by combat-on-a-tree.
#ifndef GAMECORE_GRUNDY_TRIE_HPP
#define GAMECORE_GRUNDY_TRIE_HPP

#include <cassert>
#include <cstddef>
#include <vector>

namespace gamecore {

// The sets reachable in one move of the subtrees of a tree game, merged child into parent: each merge step that
// finds a node in both sets frees one, so merging every subtree's set into its parent's costs no more than the
// nodes the inserts made, O(n bits) over a tree, whatever the shapes.
//
// A set is a node index (GrundyTrie::Set). Two indices are shared by every set: empty_set, and full_set, every value
// of the range; a subtree that fills up collapses to full_set, so that a full range costs no node and mex only walks
// down past full halves. A node at level d (its values below 2^d; its children split on bit d - 1) holds a pending
// xor `tag` < 2^d: its values are its children's values, each xor tag; the tag moves to the children when a walk
// passes by to change them.
class GrundyTrie {
public:
    typedef int Set;
    enum { empty_set = 0, full_set = 1 };  // an enum, not static members: usable by reference with no definition

    explicit GrundyTrie(int bits = 0) { reset(bits); }

    // Forgets every set; values from now on are below 2^bits (0 <= bits <= 30).
    void reset(int bits) {
        assert(bits >= 0 && bits <= 30);
        bits_ = bits;
        nodes_.assign(2, Node());
        free_ = empty_set;
        in_use_ = 0;
    }

    int bits() const { return bits_; }

    void insert(Set& set, unsigned value) {
        assert(value >> bits_ == 0);
        set = insert_at(set, value, bits_);
    }

    // The union of a and b, both used up: only the result may be used afterwards.
    Set merge(Set a, Set b) { return merge_at(a, b, bits_); }

    // Every value v of the set becomes v xor x: O(1), the xor waits in the set's top node.
    void xor_all(Set set, unsigned x) {
        assert(x >> bits_ == 0);
        if (set > full_set) nodes_[set].tag ^= x;
    }

    // The least value not in the set: 2^bits if the set holds every value of the range.
    unsigned mex(Set set) const {
        unsigned pending = 0, result = 0;
        for (int d = bits_;; --d) {
            if (set == empty_set) return result;
            if (set == full_set) return result + (1u << d);
            const Node& node = nodes_[set];
            pending ^= node.tag;  // its bits above d - 1 are no longer read
            const unsigned flip = pending >> (d - 1) & 1;  // the child whose values have bit d - 1 clear
            if (node.child[flip] != full_set) {
                set = node.child[flip];
            } else {
                result |= 1u << (d - 1);
                set = node.child[flip ^ 1];
            }
        }
    }

    bool contains(Set set, unsigned value) const {
        unsigned pending = 0;
        for (int d = bits_; set > full_set; --d) {
            const Node& node = nodes_[set];
            pending ^= node.tag;
            set = node.child[(value ^ pending) >> (d - 1) & 1];
        }
        return set == full_set;
    }

    // Appends the set's values to `out` in increasing order (every value of a full range: for tests and small sets).
    void values(Set set, std::vector<unsigned>& out) const { values_at(set, bits_, 0, 0, out); }

    // Gives the set's nodes back to the pool; the set is empty afterwards.
    void release(Set& set) {
        release_at(set);
        set = empty_set;
    }

    // Nodes held by sets now, and the most the pool has ever held (its memory): for tests of how merges free nodes.
    std::size_t nodes_in_use() const { return in_use_; }
    std::size_t pool_size() const { return nodes_.size() - 2; }

private:
    struct Node {
        Node() : tag(0) { child[0] = child[1] = empty_set; }
        Set child[2];  // a free node links the free list through child[0]
        unsigned tag;
    };

    Set allocate() {
        ++in_use_;
        if (free_ != empty_set) {
            const Set node = free_;
            free_ = nodes_[node].child[0];
            nodes_[node] = Node();
            return node;
        }
        nodes_.push_back(Node());
        return static_cast<Set>(nodes_.size() - 1);
    }

    void free_node(Set node) {
        --in_use_;
        nodes_[node].child[0] = free_;
        free_ = node;
    }

    // Hands the node's tag on to its children (level d - 1), so that its children may be changed in place.
    void push_down(Set node, int d) {
        Node& n = nodes_[node];
        if (n.tag == 0) return;
        if (n.tag >> (d - 1) & 1) {
            const Set first = n.child[0];
            n.child[0] = n.child[1];
            n.child[1] = first;
        }
        const unsigned below = n.tag & ((1u << (d - 1)) - 1);
        n.tag = 0;
        for (int i = 0; i < 2; ++i)
            if (n.child[i] > full_set) nodes_[n.child[i]].tag ^= below;
    }

    // A node whose two halves are full is the full range: it goes back to the pool.
    Set joined(Set node, Set low, Set high) {
        if (low == full_set && high == full_set) {
            free_node(node);
            return full_set;
        }
        nodes_[node].child[0] = low;
        nodes_[node].child[1] = high;
        return node;
    }

    // The recursions below go one level down a call, so no deeper than bits; results are held in locals before
    // they are stored, since an allocation may move nodes_.
    Set insert_at(Set set, unsigned value, int d) {
        if (set == full_set || d == 0) return full_set;
        if (set == empty_set) set = allocate();
        else push_down(set, d);
        const unsigned bit = value >> (d - 1) & 1;
        const Set changed = insert_at(nodes_[set].child[bit], value, d - 1);
        const Set other = nodes_[set].child[bit ^ 1];
        return bit == 0 ? joined(set, changed, other) : joined(set, other, changed);
    }

    Set merge_at(Set a, Set b, int d) {
        if (a == empty_set) return b;
        if (b == empty_set) return a;
        if (a == full_set || b == full_set) {
            release_at(a == full_set ? b : a);
            return full_set;
        }
        push_down(a, d);
        push_down(b, d);
        const Set low = merge_at(nodes_[a].child[0], nodes_[b].child[0], d - 1);
        const Set high = merge_at(nodes_[a].child[1], nodes_[b].child[1], d - 1);
        free_node(b);
        return joined(a, low, high);
    }

    void release_at(Set set) {
        if (set <= full_set) return;
        release_at(nodes_[set].child[0]);
        release_at(nodes_[set].child[1]);
        free_node(set);
    }

    void values_at(Set set, int d, unsigned pending, unsigned prefix, std::vector<unsigned>& out) const {
        if (set == empty_set) return;
        if (set == full_set) {
            for (unsigned v = 0; v >> d == 0; ++v) out.push_back(prefix | v);
            return;
        }
        const Node& node = nodes_[set];
        pending ^= node.tag;
        const unsigned flip = pending >> (d - 1) & 1;
        values_at(node.child[flip], d - 1, pending, prefix, out);
        values_at(node.child[flip ^ 1], d - 1, pending, prefix | 1u << (d - 1), out);
    }

    int bits_;
    std::vector<Node> nodes_;  // 0 and 1 are empty_set and full_set, never changed
    Set free_;                 // the free list's first node, empty_set when none
    std::size_t in_use_;
};

}  // namespace gamecore

#endif
